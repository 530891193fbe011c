import { Button, chakra, Field, HStack, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { removeAvatar, setAvatar } from "../api/avatar";
import type { UserDetails } from "../api/UserDetails";
import { userKeys } from "../api/userKeys";
import { displayName } from "../utils/displayName";
import { AVATAR_TYPES, readAvatarFile } from "../utils/readAvatarFile";
import { UserAvatar } from "./UserAvatar";

/** The user's picture: choose one (shrunk to 200 px and sent at once) or remove it. */
export function AvatarInput({ user }: { user: UserDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const saving = useSaveMutation({
    save: async (change: () => Promise<void>) => {
      setError(null);
      await change();
    },
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.meAll });
      await queryClient.invalidateQueries({ queryKey: userKeys.one(user.id) });
      if (input.current) input.current.value = "";
    },
    // The picture's failures show under it: the server's word on the avatar, a file that cannot be read.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields, failure) => {
      setError(
        fields.avatar ??
          (failure instanceof Error && !("status" in failure) ? failure.message : null) ??
          "Something went wrong",
      );
      if (input.current) input.current.value = "";
    },
  });
  const run = (change: () => Promise<void>) => saving.save(change);
  const pending = saving.isPending;

  return (
    <HStack gap="4" align="center" wrap="wrap">
      <UserAvatar name={displayName(user)} src={user.avatar} size={96} />
      {/* The file input shrinks to the page on a narrow screen (WCAG 1.4.10). */}
      <Stack gap="2" minW="0" maxW="full">
        <Field.Root invalid={!!error}>
          <Field.Label htmlFor="profile-avatar">{t("Profile picture")}</Field.Label>
          <chakra.input
            ref={input}
            id="profile-avatar"
            type="file"
            accept={AVATAR_TYPES.join(",")}
            fontSize="sm"
            maxW="full"
            disabled={pending}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void run(async () => setAvatar(user.id, await readAvatarFile(file)));
            }}
          />
          {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
        {user.avatar && (
          <Button
            size="xs"
            variant="outline"
            alignSelf="start"
            loading={pending}
            onClick={() => void run(() => removeAvatar(user.id))}
          >
            {t("Remove picture")}
          </Button>
        )}
      </Stack>
    </HStack>
  );
}

import { Button, Checkbox, Fieldset, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { getUser } from "../../user/api/getUser";
import { userKeys } from "../../user/api/userKeys";
import { changeAccount } from "../api/changeAccount";

/** The global roles a super admin gives (spec 3-designer section 6), with what they mean. */
const GLOBAL_ROLES = [
  { role: "ROLE_ADMIN", label: "Super admin" },
  { role: "ROLE_CONTRACT_ADMIN", label: "Contract admin" },
  { role: "ROLE_AZURE_USER", label: "Single sign-on user" },
] as const;

/** For super admins: the user's global roles and whether the account may log in at all. */
export function GlobalAccount({ userId }: { userId: number }) {
  const t = useT();
  const user = useQuery({ queryKey: userKeys.account(userId), queryFn: () => getUser(userId, null) });
  if (user.isPending) return <Spinner />;
  if (user.isError) return <Text>{t("Something went wrong")}</Text>;
  const roles = ((user.data as { roles?: string[] }).roles ?? []).filter((r) => r !== "ROLE_USER");
  return (
    <AccountForm
      key={`${roles.join(",")}-${user.data.active}`}
      userId={userId}
      roles={roles}
      active={user.data.active !== false}
    />
  );
}

function AccountForm({ userId, roles, active }: { userId: number; roles: string[]; active: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [chosen, setChosen] = useState<string[]>(roles);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changed = chosen.length !== roles.length || chosen.some((r) => !roles.includes(r));
  const saving = useSaveMutation({
    save: (change: { roles?: string[]; active?: boolean }) => changeAccount(userId, change),
    onSaved: async () => {
      setErrors({});
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
      await queryClient.invalidateQueries({ queryKey: userKeys.one(userId) });
    },
    // The failure shows on its field, else under the roles.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) =>
      setErrors(Object.keys(fields).length > 0 ? fields : { roles: "Something went wrong" }),
  });
  const store = (change: { roles?: string[]; active?: boolean }) => saving.save(change);
  const pending = saving.isPending;
  return (
    <Stack gap="3">
      <Fieldset.Root invalid={!!errors.roles}>
        <Fieldset.Legend>{t("Global roles")}</Fieldset.Legend>
        <Stack gap="1">
          {GLOBAL_ROLES.map(({ role, label }) => (
            <Checkbox.Root
              key={role}
              size="sm"
              checked={chosen.includes(role)}
              onCheckedChange={(event) =>
                setChosen(event.checked === true ? [...chosen, role] : chosen.filter((r) => r !== role))
              }
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t(label)}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        {errors.roles && <Fieldset.ErrorText>{t(errors.roles)}</Fieldset.ErrorText>}
      </Fieldset.Root>
      {errors.active && <Text color="fg.error">{t(errors.active)}</Text>}
      <HStack gap="2">
        <Button
          size="sm"
          colorPalette="teal"
          disabled={!changed}
          loading={pending}
          onClick={() => void store({ roles: chosen })}
        >
          {t("Save global roles")}
        </Button>
        <Button
          size="sm"
          variant="outline"
          disabled={pending}
          onClick={() => void store({ active: !active })}
        >
          {active ? t("Deactivate account") : t("Reactivate account")}
        </Button>
      </HStack>
    </Stack>
  );
}

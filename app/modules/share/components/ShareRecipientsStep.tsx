import { Button, Field, HStack, Input, List, Stack, Text } from "@chakra-ui/react";
import { useCallback, useState } from "react";
import { Picker } from "../../../../widgets/controls/Picker";
import { useT } from "../../../i18n/useT";
import { searchMembers } from "../../messages/api/searchMembers";
import { memberOption } from "../../messages/utils/memberOption";
import { displayName } from "../../user/utils/displayName";
import { getUserContact } from "../api/getUserContact";
import type { ShareSettings } from "../api/ShareSettings";
import type { ShareContactEntry } from "../utils/ShareContactEntry";

/** Spec 9: the recipient search asks for 100 users at a time. */
const USER_LIMIT = 100;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export interface ShareRecipientsStepProps {
  environmentId: number;
  settings: ShareSettings;
  suggestion: ShareContactEntry | null;
  contacts: ShareContactEntry[];
  onChange: (contacts: ShareContactEntry[]) => void;
}

/** Step 1: recipients from the record, from the environment's users, or typed email addresses. */
export function ShareRecipientsStep({
  environmentId,
  settings,
  suggestion,
  contacts,
  onChange,
}: ShareRecipientsStepProps) {
  const t = useT();
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const search = useCallback(
    async (query: string) => (await searchMembers(environmentId, query, USER_LIMIT)).map(memberOption),
    [environmentId],
  );
  const add = (entry: ShareContactEntry) => {
    if (!contacts.some((c) => c.email.toLowerCase() === entry.email.toLowerCase()))
      onChange([...contacts, entry]);
  };
  const userIds = contacts.flatMap((c) => (c.userId !== undefined ? [c.userId] : []));

  const pickUsers = async (ids: number[]) => {
    const kept = contacts.filter((c) => c.userId === undefined || ids.includes(c.userId));
    const added = ids.filter((id) => !userIds.includes(id));
    setError(null);
    try {
      const found = await Promise.all(added.map((id) => getUserContact(id, environmentId)));
      onChange([
        ...kept,
        ...found
          .filter((user) => user.email && !kept.some((c) => c.email === user.email))
          .map((user) => ({
            key: `user:${user.id}`,
            userId: user.id,
            label: displayName(user),
            email: user.email,
            ...(user.mobile ? { mobile: user.mobile } : {}),
          })),
      ]);
    } catch {
      onChange(kept);
      setError("Something went wrong");
    }
  };

  const addEmail = () => {
    const typed = email.trim();
    if (!EMAIL.test(typed)) {
      setError("Enter a valid email address");
      return;
    }
    add({ key: `email:${typed}`, label: typed, email: typed });
    setEmail("");
    setError(null);
  };

  return (
    <Stack gap="4">
      {suggestion && (
        <HStack justify="space-between" borderWidth="1px" rounded="md" p="2">
          <Text textStyle="sm">
            {suggestion.label} ({suggestion.email})
          </Text>
          <Button
            size="xs"
            variant="outline"
            disabled={contacts.some((c) => c.email === suggestion.email)}
            aria-label={t("Add {name}", { name: suggestion.label })}
            onClick={() => add(suggestion)}
          >
            {t("Add")}
          </Button>
        </HStack>
      )}
      {settings.allow_add_users !== false && (
        <Field.Root>
          <Field.Label htmlFor="share-users">{t("Users")}</Field.Label>
          <Picker
            id="share-users"
            selected={userIds}
            labelOf={(id) => contacts.find((c) => c.userId === id)?.label ?? `#${id}`}
            search={search}
            multiple
            delay={300}
            onChange={(ids) => void pickUsers(ids)}
          />
        </Field.Root>
      )}
      {settings.allow_email_specific !== false && (
        <Field.Root invalid={error === "Enter a valid email address"}>
          <Field.Label>{t("Email address")}</Field.Label>
          <HStack w="full">
            <Input
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  addEmail();
                }
              }}
            />
            <Button variant="outline" onClick={addEmail}>
              {t("Add")}
            </Button>
          </HStack>
          {error === "Enter a valid email address" && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
      )}
      {error === "Something went wrong" && (
        <Text color="fg.error" textStyle="sm">
          {t(error)}
        </Text>
      )}
      <Stack gap="1">
        <Text fontWeight="semibold" textStyle="sm">
          {t("Recipients")}
        </Text>
        {contacts.length === 0 ? (
          <Text color="fg.muted" textStyle="sm">
            {t("Add at least one recipient")}
          </Text>
        ) : (
          <List.Root variant="plain" gap="1" aria-label={t("Recipients")}>
            {contacts.map((contact) => (
              <List.Item key={contact.key}>
                <HStack justify="space-between" w="full">
                  <Text textStyle="sm">
                    {contact.label === contact.email ? contact.email : `${contact.label} (${contact.email})`}
                  </Text>
                  <Button
                    size="xs"
                    variant="ghost"
                    aria-label={t("Remove {name}", { name: contact.label })}
                    onClick={() => onChange(contacts.filter((c) => c.key !== contact.key))}
                  >
                    {t("Remove")}
                  </Button>
                </HStack>
              </List.Item>
            ))}
          </List.Root>
        )}
      </Stack>
    </Stack>
  );
}

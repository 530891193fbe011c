import { List, Stack, Text } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { ShareConfiguration } from "../utils/ShareConfiguration";
import type { ShareContactEntry } from "../utils/ShareContactEntry";

export interface ShareSummaryStepProps {
  contacts: ShareContactEntry[];
  configuration: ShareConfiguration;
  positions: { id: number; label: string }[];
  templates: { id: number; name: string }[];
  /** The server's complaints about a refused share. */
  errors: string[];
}

/** Step 3: to whom, until when and what, before it is sent. */
export function ShareSummaryStep({
  contacts,
  configuration,
  positions,
  templates,
  errors,
}: ShareSummaryStepProps) {
  const t = useT();
  const shared =
    configuration.shareType === "positions"
      ? positions.filter((p) => configuration.positions.includes(p.id)).map((p) => p.label)
      : templates.filter((tpl) => tpl.id === configuration.template).map((tpl) => tpl.name);
  return (
    <Stack gap="3">
      <Stack gap="1">
        <Text fontWeight="semibold">{t("Recipients")}</Text>
        <List.Root ps="5" aria-label={t("Recipients")}>
          {contacts.map((contact) => (
            <List.Item key={contact.key}>
              {contact.email}
              {contact.mobile ? ` (${contact.mobile})` : ""}
            </List.Item>
          ))}
        </List.Root>
      </Stack>
      <Text>
        <Text as="span" fontWeight="semibold">
          {t("Valid until")}:
        </Text>{" "}
        {configuration.activeUntil}
      </Text>
      <Text>
        <Text as="span" fontWeight="semibold">
          {configuration.shareType === "positions" ? t("Tabs to share") : t("Template")}:
        </Text>{" "}
        {shared.join(", ")}
      </Text>
      {errors.map((message) => (
        <Text key={message} color="fg.error">
          {t(message)}
        </Text>
      ))}
    </Stack>
  );
}

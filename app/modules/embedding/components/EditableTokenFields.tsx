import { Input, Stack, Textarea } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { FormField } from "../../../components/FormField";
import { useT } from "../../../i18n/useT";
import type { EditableToken } from "../utils/tokenChanges";

/** The errors of the origins, one a line: the first that names an origin, else the list's own. */
const originsError = (errors: Record<string, string>) =>
  errors.allowedOrigins ?? Object.entries(errors).find(([key]) => key.startsWith("allowedOrigins."))?.[1];

/**
 * A token's fields that can change after creation, for the new and the edit dialog: its name, then what it
 * may do (`children`, the caller's), then the allowed origins and the expiry.
 */
export function EditableTokenFields({
  value,
  errors,
  onChange,
  children,
}: {
  value: EditableToken;
  errors: Record<string, string>;
  onChange: (change: Partial<EditableToken>) => void;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Stack gap="4">
      <FormField label={t("Name")} error={errors.name} required>
        <Input value={value.name} maxLength={255} onChange={(e) => onChange({ name: e.target.value })} />
      </FormField>
      {children}
      <FormField label={t("Allowed origins (one a line)")} error={originsError(errors)} required>
        <Textarea
          rows={3}
          placeholder="https://www.example.org"
          value={value.origins}
          onChange={(e) => onChange({ origins: e.target.value })}
        />
      </FormField>
      <FormField label={t("Expires on")} error={errors.expiresAt} required>
        <Input
          type="date"
          value={value.expiresAt}
          onChange={(e) => onChange({ expiresAt: e.target.value })}
        />
      </FormField>
    </Stack>
  );
}

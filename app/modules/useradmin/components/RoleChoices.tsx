import { Checkbox, Fieldset, Stack } from "@chakra-ui/react";
import { useT } from "../../../i18n/useT";
import type { RoleDetails } from "../../roles/api/RoleDetails";

/**
 * The environment's roles as checkboxes; one that makes environment admins is offered only to those who
 * may hand it out (the server refuses it to others anyway).
 */
export function RoleChoices({
  roles,
  value,
  onChange,
  bypass,
  error,
}: {
  roles: readonly RoleDetails[];
  value: readonly number[];
  onChange: (roles: number[]) => void;
  bypass: boolean;
  error?: string | undefined;
}) {
  const t = useT();
  const toggle = (id: number, on: boolean) =>
    onChange(on ? [...value.filter((r) => r !== id), id] : value.filter((r) => r !== id));
  return (
    <Fieldset.Root invalid={!!error}>
      <Fieldset.Legend>{t("Roles")}</Fieldset.Legend>
      <Stack gap="1" maxH="60" overflowY="auto">
        {roles.map((role) => (
          <Checkbox.Root
            key={role.id}
            size="sm"
            checked={value.includes(role.id)}
            disabled={!bypass && role.credentials.includes("environment-admin")}
            onCheckedChange={(event) => toggle(role.id, event.checked === true)}
          >
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{role.name}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Stack>
      {error && <Fieldset.ErrorText>{t(error)}</Fieldset.ErrorText>}
    </Fieldset.Root>
  );
}

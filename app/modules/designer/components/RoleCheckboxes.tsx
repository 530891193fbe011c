import { Checkbox, Fieldset, Stack, Text } from "@chakra-ui/react";
import type { Role } from "../../../../schemas";
import { useT } from "../../../i18n/useT";

export interface RoleCheckboxesProps {
  /** Distinguishes the boxes of several groups on one page. */
  idPrefix: string;
  legend: string;
  roles: Role[];
  selected: number[];
  onChange: (selected: number[]) => void;
}

/** A named group of check boxes, one per role of the environment. */
export function RoleCheckboxes({ idPrefix, legend, roles, selected, onChange }: RoleCheckboxesProps) {
  const t = useT();
  const toggle = (roleId: number, on: boolean) =>
    onChange(on ? [...selected, roleId] : selected.filter((other) => other !== roleId));
  return (
    <Fieldset.Root>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      {roles.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          {t("No roles found")}
        </Text>
      ) : (
        <Stack gap="1" maxH="250px" overflowY="auto">
          {roles.map((role) => (
            <Checkbox.Root
              key={role.id}
              ids={{ hiddenInput: `${idPrefix}-${role.id}`, label: `${idPrefix}-${role.id}-label` }}
              size="sm"
              value={String(role.id)}
              checked={selected.includes(role.id)}
              onCheckedChange={(details) => toggle(role.id, details.checked === true)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{role.name}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
      )}
    </Fieldset.Root>
  );
}

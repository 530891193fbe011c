import { Field, RadioGroup, Stack, Text } from "@chakra-ui/react";
import type { Role } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import type { EditorDraft, PermissionsChoice } from "../utils/EditorDraft";
import { RoleCheckboxes } from "./RoleCheckboxes";

export interface PermissionsTabProps {
  draft: EditorDraft;
  roles: Role[];
  errors: Record<string, string>;
  onChange: (draft: EditorDraft) => void;
}

/** Who sees the item: everyone, only holders of the chosen roles, or all but them (admins always). */
export function PermissionsTab({ draft, roles, errors, onChange }: PermissionsTabProps) {
  const t = useT();
  const choices: { value: PermissionsChoice; label: string }[] = [
    { value: "", label: t("Everyone") },
    { value: "INCLUDE_SELECTED_ROLES", label: t("Only the selected roles") },
    { value: "EXCLUDE_SELECTED_ROLES", label: t("Everyone but the selected roles") },
  ];
  const error = errors.permissions_type ?? errors.roles;
  return (
    <Stack gap="4">
      <RadioGroup.Root
        size="sm"
        aria-label={t("Permissions")}
        value={draft.permissionsType === "" ? "none" : draft.permissionsType}
        onValueChange={(details) =>
          onChange({
            ...draft,
            permissionsType: details.value === "none" ? "" : (details.value as PermissionsChoice),
          })
        }
      >
        <Stack gap="1">
          {choices.map((choice) => (
            <RadioGroup.Item key={choice.value || "none"} value={choice.value || "none"}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <RoleCheckboxes
        idPrefix="item-role"
        legend={t("Selected roles")}
        roles={roles}
        selected={draft.roles}
        onChange={(selected) => onChange({ ...draft, roles: selected })}
      />
      <Text fontSize="sm" color="fg.muted">
        {t("Administrators and environment administrators always see the item.")}
      </Text>
      {error && (
        <Field.Root invalid>
          <Field.ErrorText>{t(error)}</Field.ErrorText>
        </Field.Root>
      )}
    </Stack>
  );
}

import { Stack, Text } from "@chakra-ui/react";
import type { Role } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { RoleCheckboxes } from "../RoleCheckboxes";
import type { ListOptionDraft } from "./ListOptionDraft";

export interface ListOptionVisibilityTabProps {
  draft: ListOptionDraft;
  roles: Role[];
  error?: string | undefined;
  onChange: (draft: ListOptionDraft) => void;
}

/** The roles the option is hidden from (settings.roles). */
export function ListOptionVisibilityTab({ draft, roles, error, onChange }: ListOptionVisibilityTabProps) {
  const t = useT();
  return (
    <Stack gap="3">
      <RoleCheckboxes
        idPrefix="list-option-role"
        legend={t("Hidden for these roles")}
        roles={roles}
        selected={draft.roles}
        onChange={(selected) => onChange({ ...draft, roles: selected })}
      />
      {error && <Text color="fg.error">{t(error)}</Text>}
      <Text color="fg.muted" fontSize="sm">
        {t("Administrators and environment administrators still see the option, with a marker.")}
      </Text>
    </Stack>
  );
}

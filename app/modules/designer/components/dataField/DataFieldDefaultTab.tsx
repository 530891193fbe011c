import { Stack } from "@chakra-ui/react";
import type { ReactNode } from "react";
import type { BaseField } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { FlagCheckbox } from "../FlagCheckbox";
import { BaseFieldChoice } from "./BaseFieldChoice";
import type { DataFieldDraft } from "./DataFieldDraft";
import { dataFieldName } from "./dataFieldName";
import { NameField } from "./NameField";

export interface DataFieldDefaultTabProps {
  draft: DataFieldDraft;
  baseFields: BaseField[];
  errors: Record<string, string>;
  /** Beside the base field choice: a way to make a new base field, when there is one. */
  baseFieldAction?: ReactNode;
  onChange: (draft: DataFieldDraft) => void;
}

/** The Default tab: name, base field, obligatory and locked. */
export function DataFieldDefaultTab({
  draft,
  baseFields,
  errors,
  baseFieldAction,
  onChange,
}: DataFieldDefaultTabProps) {
  const t = useT();
  return (
    <Stack gap="4">
      <NameField
        value={draft.name}
        saved={dataFieldName(draft.name)}
        error={errors.name}
        onChange={(name) => onChange({ ...draft, name })}
      />
      <BaseFieldChoice
        baseFields={baseFields}
        value={draft.defField}
        error={errors.defField}
        onChange={(defField) => onChange({ ...draft, defField })}
      />
      {baseFieldAction}
      <FlagCheckbox
        id="data-field-obligatory"
        label={t("Obligatory")}
        checked={draft.obligatory}
        onChange={(obligatory) => onChange({ ...draft, obligatory })}
      />
      <FlagCheckbox
        id="data-field-locked"
        label={t("Locked")}
        checked={draft.locked}
        onChange={(locked) => onChange({ ...draft, locked })}
      />
    </Stack>
  );
}

import { Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { FormField } from "../../../../components/FormField";
import { useT } from "../../../../i18n/useT";
import type { BaseFieldDraft } from "./BaseFieldDraft";
import { baseFieldSettingsFor } from "./baseFieldSettingsFor";
import { baseFieldTypes } from "./baseFieldTypes";
import { fieldTypeLabel } from "./fieldTypeLabel";

export interface BaseFieldGenericTabProps {
  draft: BaseFieldDraft;
  /** Placed on an entity: the type stays. */
  used: boolean;
  errors: Record<string, string>;
  onChange: (draft: BaseFieldDraft) => void;
}

/** The base field's name and type, both required; a placed base field keeps its type. */
export function BaseFieldGenericTab({ draft, used, errors, onChange }: BaseFieldGenericTabProps) {
  const t = useT();
  const types =
    baseFieldTypes.includes(draft.type) || draft.type === ""
      ? baseFieldTypes
      : [...baseFieldTypes, draft.type];
  return (
    <Stack gap="3">
      <FormField label={t("Name")} error={errors.name} required>
        <Input
          value={draft.name}
          maxLength={255}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
        />
      </FormField>
      <Field.Root required invalid={!!errors.type} disabled={used}>
        <Field.Label>
          {t("Type")}
          <Field.RequiredIndicator />
        </Field.Label>
        <NativeSelect.Root size="sm" disabled={used}>
          <NativeSelect.Field
            value={draft.type}
            onChange={(event) => {
              const type = event.target.value;
              onChange({ ...draft, type, settings: baseFieldSettingsFor(type, draft.settings) });
            }}
          >
            <option value="">{t("Choose")}</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {fieldTypeLabel(type, t)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        {used && !errors.type && (
          <Field.HelperText>{t("The type of a used base field cannot be changed")}</Field.HelperText>
        )}
        {errors.type && <Field.ErrorText>{t(errors.type)}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}

import { chakra, Field, Input, NativeSelect, Stack } from "@chakra-ui/react";
import { useId } from "react";
import { translateMessage } from "../../../../locales";
import { FormField } from "../../../components/FormField";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";

export interface TemplateDraft {
  name: string;
  /** The entity id as the select holds it; "" for any entity. */
  entity: string;
  file: File | null;
}

export interface TemplateFieldsProps {
  draft: TemplateDraft;
  errors: Record<string, string>;
  /** The file is required for a new template; an existing one keeps its file unless one is chosen. */
  fileRequired: boolean;
  onChange: (draft: TemplateDraft) => void;
}

/** Name, entity and .docx file of a document template, as the add dialog and the template page edit them. */
export function TemplateFields({ draft, errors, fileRequired, onChange }: TemplateFieldsProps) {
  const t = useT();
  const locale = useContentLocale();
  const entities = useCurrentEnvironment().data?.defdossiers ?? [];
  const fileId = useId();
  return (
    <Stack gap="4">
      <FormField label={t("Name")} error={errors.name} required>
        <Input
          value={draft.name}
          maxLength={255}
          onChange={(event) => onChange({ ...draft, name: event.target.value })}
        />
      </FormField>
      <FormField label={t("Entity")} error={errors.defDossier}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={draft.entity}
            onChange={(event) => onChange({ ...draft, entity: event.target.value })}
          >
            <option value="">{t("Any entity")}</option>
            {entities.map((entity) => (
              <option key={entity.id} value={String(entity.id)}>
                {entityName(entity, locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Field.Root required={fileRequired} invalid={!!errors.file}>
        <Field.Label htmlFor={fileId}>
          {fileRequired ? t("Word document (.docx)") : t("Replace the Word document (.docx)")}
          {fileRequired && <Field.RequiredIndicator />}
        </Field.Label>
        <chakra.input
          id={fileId}
          type="file"
          fontSize="sm"
          accept=".docx,application/vnd.openxmlformats-officedocument.wordprocessingml.document"
          onChange={(event) => onChange({ ...draft, file: event.target.files?.[0] ?? null })}
        />
        <Field.HelperText>
          {t("Put tags in curly braces where a record's values belong; the template's page lists them.")}
        </Field.HelperText>
        {errors.file && <Field.ErrorText>{translateMessage(errors.file)}</Field.ErrorText>}
      </Field.Root>
    </Stack>
  );
}

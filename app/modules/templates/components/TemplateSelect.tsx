import { Field, NativeSelect } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { listTemplates, TEMPLATE_PAGE_SIZES } from "../api/listTemplates";
import { templateKeys } from "../api/templateKeys";
import { templateName } from "../utils/templateName";

const LARGEST_PAGE = TEMPLATE_PAGE_SIZES[TEMPLATE_PAGE_SIZES.length - 1] ?? 9;

export interface TemplateSelectProps {
  value: number | null;
  onChange: (template: number | null) => void;
}

/** The new-environment form's choice of a template to apply once the environment exists; hidden without any. */
export function TemplateSelect({ value, onChange }: TemplateSelectProps) {
  const t = useT();
  const locale = useContentLocale();
  const templates = useQuery({
    queryKey: templateKeys.list("", 1, LARGEST_PAGE),
    queryFn: () => listTemplates("", 1, LARGEST_PAGE),
  });
  const results = templates.data?.results ?? [];
  if (results.length === 0) return null;
  return (
    <Field.Root>
      <Field.Label>{t("Template")}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field
          value={value === null ? "" : String(value)}
          onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="">{t("No template")}</option>
          {results.map((template) => (
            <option key={template.id} value={String(template.id)}>
              {templateName(template, locale)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.HelperText>{t("Applied to the new environment once it has been made")}</Field.HelperText>
    </Field.Root>
  );
}

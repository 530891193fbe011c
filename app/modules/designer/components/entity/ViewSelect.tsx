import { Field, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { viewLabel } from "../../utils/viewLabel";

export interface ViewSelectProps {
  label: string;
  value: string;
  views: string[];
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A setting naming a view: none or one of the views (a saved one not offered stays). */
export function ViewSelect({ label, value, views, error, onChange }: ViewSelectProps) {
  const t = useT();
  const all = value === "" || views.includes(value) ? views : [value, ...views];
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">{t("None")}</option>
          {all.map((view) => (
            <option key={view} value={view}>
              {viewLabel(view, t)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

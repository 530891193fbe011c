import { Field, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

export interface LinkSelectProps {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  required?: boolean;
  disabled?: boolean;
  /** Shown under the select, such as why it is disabled. */
  helper?: string;
  error?: string;
  onChange: (value: string) => void;
}

/** A labelled select of the link editor, with 'Choose' as its empty choice. */
export function LinkSelect(props: LinkSelectProps) {
  const t = useT();
  return (
    <Field.Root required={props.required ?? false} invalid={!!props.error} disabled={props.disabled ?? false}>
      <Field.Label>
        {props.label}
        {props.required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={props.value} onChange={(event) => props.onChange(event.target.value)}>
          <option value="">{t("Choose")}</option>
          {props.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {props.helper && !props.error && <Field.HelperText>{props.helper}</Field.HelperText>}
      {props.error && <Field.ErrorText>{t(props.error)}</Field.ErrorText>}
    </Field.Root>
  );
}

import { Field, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

export interface SettingSelectProps {
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  error?: string | undefined;
  required?: boolean;
  onChange: (value: string) => void;
}

/** One setting chosen from a short list. */
export function SettingSelect({ label, value, choices, error, required, onChange }: SettingSelectProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error} required={required ?? false}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value)}>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

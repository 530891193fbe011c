import { Field, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

export interface Choice {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface ChoiceSettingProps {
  label: string;
  value: string | number | null | undefined;
  choices: Choice[];
  /** Whether no choice is allowed ('Choose' then clears it). */
  optional?: boolean;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** One setting picked from a short list. */
export function ChoiceSetting({
  label,
  value,
  choices,
  optional = true,
  error,
  onChange,
}: ChoiceSettingProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value === null || value === undefined ? "" : String(value)}
          onChange={(event) => onChange(event.target.value)}
        >
          {optional && <option value="">{t("Choose")}</option>}
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
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

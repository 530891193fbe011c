import { Field, Input } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

export interface NumberSettingProps {
  label: string;
  value: number | undefined;
  placeholder?: string;
  min?: number;
  max?: number;
  error?: string | undefined;
  /** Undefined when the entry is emptied (the default applies). */
  onChange: (value: number | undefined) => void;
}

/** A number setting; what is typed is kept, so a wrong entry shows its error. */
export function NumberSetting({ label, value, placeholder, min, max, error, onChange }: NumberSettingProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type="number"
        inputMode="numeric"
        {...(min !== undefined ? { min } : {})}
        {...(max !== undefined ? { max } : {})}
        {...(placeholder ? { placeholder } : {})}
        value={value === undefined || Number.isNaN(value) ? "" : value}
        onChange={(event) => onChange(event.target.value === "" ? undefined : Number(event.target.value))}
      />
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

import { Checkbox, Field, Input, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

export interface Choice {
  value: string | number;
  label: string;
}

interface SelectProps {
  label: string;
  value: string | number | null | undefined;
  choices: readonly Choice[];
  onChange: (value: string | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** Offers an empty choice (none). */
  empty?: boolean;
}

/** A labelled select with the server's or the modal's message under it. */
export function SelectField({ label, value, choices, onChange, error, required, empty = true }: SelectProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error} required={!!required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value ?? ""} onChange={(event) => onChange(event.target.value || null)}>
          {empty && <option value="">{t("Choose")}</option>}
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

interface InputProps {
  label: string;
  value: string | number | null | undefined;
  onChange: (value: string) => void;
  error?: string | undefined;
  type?: "text" | "number" | "color";
  min?: number;
  max?: number;
}

export function InputField({ label, value, onChange, error, type = "text", min, max }: InputProps) {
  const t = useT();
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        type={type}
        min={min}
        max={max}
        value={value ?? ""}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

/** A yes / no flag of the settings as a checkbox. */
export function FlagField({
  label,
  value,
  onChange,
}: {
  label: string;
  value: unknown;
  onChange: (flag: "yes" | "no") => void;
}) {
  return (
    <Checkbox.Root
      size="sm"
      checked={value === "yes" || value === true}
      onCheckedChange={(event) => onChange(event.checked === true ? "yes" : "no")}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/** A number from a text input, or undefined when it is empty or not a number. */
export const numberOf = (text: string | null): number | undefined => {
  if (text === null || text.trim() === "") return undefined;
  const value = Number(text);
  return Number.isFinite(value) ? value : undefined;
};

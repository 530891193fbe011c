import { Field, Input } from "@chakra-ui/react";

export interface TextSettingProps {
  label: string;
  value: string | null | undefined;
  placeholder?: string;
  onChange: (value: string) => void;
}

/** A short text setting, such as a preview width. */
export function TextSetting({ label, value, placeholder, onChange }: TextSettingProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <Input
        size="sm"
        value={value ?? ""}
        {...(placeholder ? { placeholder } : {})}
        onChange={(event) => onChange(event.target.value)}
      />
    </Field.Root>
  );
}

import { Field, Input } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";

export interface NameFieldProps {
  value: string;
  /** The name as the server will save it. */
  saved: string;
  error?: string;
  onChange: (value: string) => void;
}

/** The required name of a data field or link, with the name it will be saved under when that differs. */
export function NameField({ value, saved, error, onChange }: NameFieldProps) {
  const t = useT();
  return (
    <Field.Root required invalid={!!error}>
      <Field.Label>
        {t("Name")}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input value={value} maxLength={255} onChange={(event) => onChange(event.target.value)} />
      {!error && saved !== "" && saved !== value && (
        <Field.HelperText>{t("Saved as {name}", { name: saved })}</Field.HelperText>
      )}
      {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
    </Field.Root>
  );
}

import { Field, NativeSelect } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { ItemChoice } from "./ItemChoice";

export interface ItemSelectProps {
  label: string;
  value: number | null;
  choices: ItemChoice[];
  error?: string | undefined;
  onChange: (value: number | null) => void;
}

/** A setting naming one item: none or one of the choices (a saved one not offered stays, by its id). */
export function ItemSelect({ label, value, choices, error, onChange }: ItemSelectProps) {
  const t = useT();
  const offered = value === null || choices.some((choice) => choice.id === value);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value === null ? "" : String(value)}
          onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
        >
          <option value="">{t("None")}</option>
          {!offered && <option value={String(value)}>{`#${value}`}</option>}
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
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

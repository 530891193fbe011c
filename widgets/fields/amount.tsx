import { Input, InputGroup } from "@chakra-ui/react";
import { type ChangeEvent, useEffect, useState } from "react";
import { errorProps } from "../controls/errorProps";
import { FormattedValue } from "../controls/FormattedValue";
import { NumberSearch } from "../controls/NumberSearch";
import { PlainInput } from "../controls/PlainInput";
import type { FieldWidgetProps, WidgetModule } from "../types";
import { AMOUNT_CHARACTERS, amountText, currencySymbol, parseAmount } from "./amountInput";

/** Currency and plain numbers: text typed with digits, period, comma and space only. */
function AmountText({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const [text, setText] = useState(() => amountText(value));
  // A value set from outside (a reset, a calculation) replaces what is typed unless it means the same.
  useEffect(() => {
    setText((current) =>
      typeof value === "string" || parseAmount(current) === value ? current : amountText(value),
    );
  }, [value]);
  const inputProps = {
    id,
    type: "text",
    inputMode: "decimal",
    required,
    ...errorProps(id, rawErrors),
    value: text,
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = event.target.value;
      if (!AMOUNT_CHARACTERS.test(next)) return;
      setText(next);
      // Text that is no number yet stays as typed, so the engine reports it instead of losing it.
      onChange(next.trim() === "" ? null : (parseAmount(next) ?? next));
    },
  } as const;
  // Only a currency has an addon (InputGroup styles its Chakra input for it); a plain number is a PlainInput.
  if (item.fieldSettings.valueType !== "currency") return <PlainInput {...inputProps} />;
  return (
    <InputGroup startAddon={currencySymbol(item.fieldSettings.currency)}>
      <Input {...inputProps} />
    </InputGroup>
  );
}

/** Percentages: a number input that refuses the exponent letter e (spec 5). */
function PercentageInput({ id, value, onChange, rawErrors, required }: FieldWidgetProps) {
  return (
    <InputGroup endAddon="%">
      <Input
        id={id}
        type="number"
        step="any"
        required={required}
        {...errorProps(id, rawErrors)}
        value={typeof value === "number" ? value : ""}
        onKeyDown={(event) => {
          if (event.key === "e" || event.key === "E") event.preventDefault();
        }}
        onChange={(event) => onChange(event.target.value === "" ? null : Number(event.target.value))}
      />
    </InputGroup>
  );
}

function AmountEdit(props: FieldWidgetProps) {
  return props.item.fieldSettings.valueType === "percentage" ? (
    <PercentageInput {...props} />
  ) : (
    <AmountText {...props} />
  );
}

/** Amounts: currency with its symbol, numbers, percentages; 'Unknown' when empty in show mode. */
const amount: WidgetModule = {
  type: "amount",
  modes: { edit: AmountEdit, show: FormattedValue, list: FormattedValue, search: NumberSearch },
};

export default amount;

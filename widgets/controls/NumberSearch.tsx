import { chakra, HStack, Input } from "@chakra-ui/react";
import { t } from "../i18n";
import type { FieldWidgetProps } from "../types";
import { OperatorSelect } from "./OperatorSelect";
import { filterOf, operatorOf } from "./operators";

/** The search slider's upper end when the item sets none (spec 9). */
export const DEFAULT_SLIDER_MAX = 1000;

const numberOrUndefined = (text: string) => (text.trim() === "" ? undefined : Number(text));

/**
 * A range for amount and calc search items with show_slider: from and to, at least 1 apart. Two native
 * range inputs: keyboard and screen readers handle them without any script of ours.
 */
function SliderSearch({ id, item, value, onChange }: FieldWidgetProps) {
  const max = item.settings.max_slider ?? DEFAULT_SLIDER_MAX;
  const filter = filterOf(value);
  const from = typeof filter.value === "number" ? filter.value : 0;
  const to = typeof filter.end === "number" ? filter.end : max;
  const set = (nextFrom: number, nextTo: number) =>
    onChange({ operator: "between", value: nextFrom, end: nextTo });
  return (
    <HStack gap="2">
      <input
        id={id}
        type="range"
        aria-label={t("From")}
        min={0}
        max={max}
        value={from}
        onChange={(event) => set(Math.min(Number(event.target.value), to - 1), to)}
      />
      <input
        type="range"
        aria-label={t("To")}
        min={0}
        max={max}
        value={to}
        onChange={(event) => set(from, Math.max(Number(event.target.value), from + 1))}
      />
      <chakra.output htmlFor={id} textStyle="sm" whiteSpace="nowrap">
        {from} – {to}
      </chakra.output>
    </HStack>
  );
}

/** A number (or duration) filter: equals, between, greater, lesser; or a slider with show_slider. */
export function NumberSearch(props: FieldWidgetProps & { inputType?: "number" | "time" }) {
  const { id, item, value, onChange, inputType = "number" } = props;
  if (item.settings.show_slider && inputType === "number") return <SliderSearch {...props} />;
  const filter = filterOf(value);
  const operator = operatorOf(value, item.searchOperators);
  const read = (text: string) => (inputType === "number" ? numberOrUndefined(text) : text || undefined);
  const shown = (operand: unknown) => (operand === undefined || operand === null ? "" : String(operand));
  const type = inputType === "number" ? "number" : "text";
  const placeholder = inputType === "time" ? "HH:MM" : undefined;
  return (
    <HStack gap="1">
      <OperatorSelect
        id={id}
        operators={item.searchOperators}
        value={operator}
        onChange={(next) => onChange({ ...filter, operator: next })}
      />
      <Input
        id={id}
        type={type}
        size="sm"
        placeholder={placeholder}
        value={shown(filter.value)}
        onChange={(event) => onChange({ ...filter, operator, value: read(event.target.value) })}
      />
      {operator === "between" && (
        <Input
          id={`${id}-end`}
          aria-label={t("To")}
          type={type}
          size="sm"
          placeholder={placeholder}
          value={shown(filter.end)}
          onChange={(event) => onChange({ ...filter, operator, end: read(event.target.value) })}
        />
      )}
    </HStack>
  );
}

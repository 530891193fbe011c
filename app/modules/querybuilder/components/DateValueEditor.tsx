import { HStack, Input, NativeSelect } from "@chakra-ui/react";
import type { QueryFieldCondition } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { todayText } from "../utils/queryTree";
import { NumberInput } from "./NumberInput";

type Value = QueryFieldCondition["value"];
type Unit = "days" | "weeks" | "months" | "years";

const UNITS: readonly { unit: Unit; label: string }[] = [
  { unit: "days", label: "Days" },
  { unit: "weeks", label: "Weeks" },
  { unit: "months", label: "Months" },
  { unit: "years", label: "Years" },
];

const relativeOf = (value: Value) =>
  typeof value === "object" && value !== null && !Array.isArray(value) && "relative" in value
    ? value.relative
    : null;

/**
 * A date constant: a fixed date, or today plus or minus an amount of days, weeks, months or years
 * ({relative: {amount, unit}}; a negative amount lies in the past).
 */
export function DateValueEditor({
  label,
  value,
  onChange,
}: {
  label: string;
  value: Value;
  onChange: (value: Value) => void;
}) {
  const t = useT();
  const relative = relativeOf(value);
  return (
    <HStack gap="2">
      {/* Wide enough for "Relative to today" (and its longer translations) not to be cut off in a full row. */}
      <NativeSelect.Root size="sm" maxW="48" minW="44">
        <NativeSelect.Field
          aria-label={`${label}: ${t("Kind of date")}`}
          value={relative ? "relative" : "fixed"}
          onChange={(event) =>
            onChange(
              event.target.value === "relative" ? { relative: { amount: 0, unit: "days" } } : todayText(),
            )
          }
        >
          <option value="fixed">{t("Date")}</option>
          <option value="relative">{t("Relative to today")}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {relative ? (
        <>
          <NumberInput
            label={`${label}: ${t("Amount")}`}
            integer
            maxW="24"
            value={relative.amount}
            onChange={(amount) => onChange({ relative: { ...relative, amount: amount ?? 0 } })}
          />
          <NativeSelect.Root size="sm" maxW="32">
            <NativeSelect.Field
              aria-label={`${label}: ${t("Unit")}`}
              value={relative.unit}
              onChange={(event) => onChange({ relative: { ...relative, unit: event.target.value as Unit } })}
            >
              {UNITS.map(({ unit, label: unitLabel }) => (
                <option key={unit} value={unit}>
                  {t(unitLabel)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </>
      ) : (
        <Input
          size="sm"
          maxW="44"
          type="date"
          aria-label={label}
          value={typeof value === "string" ? value.slice(0, 10) : ""}
          onChange={(event) => onChange(event.target.value || null)}
        />
      )}
    </HStack>
  );
}

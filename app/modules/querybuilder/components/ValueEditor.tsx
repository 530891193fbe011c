import { chakra, HStack, Input, NativeSelect } from "@chakra-ui/react";
import type { QueryFieldCondition } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import type { ValueKind } from "../utils/operatorsFor";
import { DateValueEditor } from "./DateValueEditor";
import { NumberInput } from "./NumberInput";

type Value = QueryFieldCondition["value"];

export interface ValueEditorProps {
  kind: ValueKind;
  value: Value;
  options: readonly { id: number; label: string }[];
  /** Names the field, for the inputs' labels. */
  fieldLabel: string;
  onChange: (value: Value) => void;
}

const numberOrNull = (text: string) =>
  text.trim() === "" || !Number.isFinite(Number(text)) ? null : Number(text);
const pair = (value: Value): [Value, Value] =>
  Array.isArray(value) && value.length === 2 ? [value[0] as Value, value[1] as Value] : [null, null];

/** The constant of a condition, edited as its operator reads it. */
export function ValueEditor({ kind, value, options, fieldLabel, onChange }: ValueEditorProps) {
  const t = useT();
  const label = (what: string) => `${fieldLabel}: ${t(what)}`;
  switch (kind) {
    case "none":
      return null;
    case "text":
      return (
        <Input
          size="sm"
          maxW="xs"
          aria-label={label("Value")}
          value={typeof value === "string" ? value : ""}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case "number":
    case "weeks":
      return (
        <NumberInput
          label={label(kind === "weeks" ? "Weeks" : "Value")}
          integer={kind === "weeks"}
          min={kind === "weeks" ? 1 : undefined}
          value={typeof value === "number" ? value : null}
          onChange={onChange}
        />
      );
    case "numberRange": {
      const [from, to] = pair(value);
      return (
        <HStack>
          <NumberInput
            label={label("From")}
            value={typeof from === "number" ? from : null}
            onChange={(n) => onChange([n, to] as Value)}
          />
          <NumberInput
            label={label("To")}
            value={typeof to === "number" ? to : null}
            onChange={(n) => onChange([from, n] as Value)}
          />
        </HStack>
      );
    }
    case "date":
      return <DateValueEditor label={label("Date")} value={value} onChange={onChange} />;
    case "dateRange": {
      const [from, to] = pair(value);
      return (
        <HStack wrap="wrap">
          <DateValueEditor label={label("From")} value={from} onChange={(v) => onChange([v, to] as Value)} />
          <DateValueEditor label={label("To")} value={to} onChange={(v) => onChange([from, v] as Value)} />
        </HStack>
      );
    }
    case "option":
      return (
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field
            aria-label={label("Value")}
            value={typeof value === "number" ? String(value) : ""}
            onChange={(event) => onChange(numberOrNull(event.target.value))}
          >
            <option value="">{t("Empty")}</option>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
    case "options": {
      const chosen = Array.isArray(value) ? value : [];
      return (
        // Bordered like the other inputs and tall enough to show every option up to eight, not the browser's bare four.
        <chakra.select
          multiple
          htmlSize={Math.min(Math.max(options.length, 2), 8)}
          minW="12rem"
          px="2"
          py="1"
          borderWidth="1px"
          borderColor="border"
          rounded="l2"
          bg="bg"
          aria-label={label("Value")}
          value={chosen.map(String)}
          onChange={(event) =>
            onChange([...event.target.selectedOptions].map((option) => Number(option.value)))
          }
        >
          {options.map((option) => (
            <option key={option.id} value={option.id}>
              {option.label}
            </option>
          ))}
        </chakra.select>
      );
    }
    case "user":
      return (
        <NativeSelect.Root size="sm" maxW="xs">
          <NativeSelect.Field
            aria-label={label("Value")}
            value={value === "current_user" ? "current_user" : ""}
            onChange={(event) => onChange(event.target.value === "current_user" ? "current_user" : null)}
          >
            <option value="current_user">{t("The logged-in user")}</option>
            <option value="">{t("Empty")}</option>
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      );
  }
}

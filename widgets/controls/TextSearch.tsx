import { HStack, Input } from "@chakra-ui/react";
import type { FieldWidgetProps } from "../types";
import { OperatorSelect } from "./OperatorSelect";
import { filterOf, operatorOf, WITHOUT_OPERAND } from "./operators";

/** A text filter: operator (contains, exact, empty, not empty) and the text. */
export function TextSearch({ id, item, value, onChange, placeholder }: FieldWidgetProps) {
  const filter = filterOf(value);
  const operator = operatorOf(value, item.searchOperators);
  return (
    <HStack gap="1">
      <OperatorSelect
        id={id}
        operators={item.searchOperators}
        value={operator}
        onChange={(next) => onChange({ ...filter, operator: next })}
      />
      {!WITHOUT_OPERAND.has(operator) && (
        <Input
          id={id}
          type="search"
          size="sm"
          placeholder={placeholder}
          value={typeof filter.value === "string" ? filter.value : ""}
          onChange={(event) => onChange({ ...filter, operator, value: event.target.value })}
        />
      )}
    </HStack>
  );
}

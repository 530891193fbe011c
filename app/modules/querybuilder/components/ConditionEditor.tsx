import { HStack, IconButton, NativeSelect } from "@chakra-ui/react";
import type { QueryFieldCondition } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { operatorsFor, valueKindOf } from "../utils/operatorsFor";
import type { QueryableField } from "../utils/queryableFields";
import { conditionFor } from "../utils/queryTree";
import { ValueEditor } from "./ValueEditor";

export interface ConditionEditorProps {
  fields: readonly QueryableField[];
  condition: QueryFieldCondition;
  onChange: (condition: QueryFieldCondition) => void;
  onRemove: () => void;
}

/** One condition: a field of a type queries filter on, one of that type's operators and its constant. */
export function ConditionEditor({ fields, condition, onChange, onRemove }: ConditionEditorProps) {
  const t = useT();
  const field = fields.find((f) => String(f.id) === String(condition.id));
  const labelOf = (f: QueryableField) => (typeof f.id === "string" ? t(f.label) : f.label);
  const fieldLabel = field ? labelOf(field) : String(condition.id);
  const operators = field ? operatorsFor(field.type) : [];
  const choose = (next: QueryableField, operator = operatorsFor(next.type)[0]?.operator) => {
    if (!operator) return;
    onChange(conditionFor(next.id, operator, valueKindOf(next.type, operator), next.options));
  };
  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t("Condition on {field}", { field: fieldLabel })}>
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field
          aria-label={t("Field")}
          value={String(condition.id)}
          onChange={(event) => {
            const next = fields.find((f) => String(f.id) === event.target.value);
            if (next) choose(next);
          }}
        >
          {!field && <option value={String(condition.id)}>{String(condition.id)}</option>}
          {fields.map((f) => (
            <option key={f.id} value={String(f.id)}>
              {labelOf(f)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root size="sm" maxW="56">
        <NativeSelect.Field
          aria-label={t("Operator")}
          value={condition.type}
          onChange={(event) => {
            if (field) choose(field, event.target.value as QueryFieldCondition["type"]);
          }}
        >
          {operators.map((choice) => (
            <option key={choice.operator} value={choice.operator}>
              {t(choice.label)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {field && (
        <ValueEditor
          kind={valueKindOf(field.type, condition.type)}
          value={condition.value}
          options={field.options}
          fieldLabel={fieldLabel}
          onChange={(value) => onChange({ ...condition, value })}
        />
      )}
      <IconButton size="sm" variant="ghost" aria-label={t("Remove condition")} onClick={onRemove}>
        ×
      </IconButton>
    </HStack>
  );
}

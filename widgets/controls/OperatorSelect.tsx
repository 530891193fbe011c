import { NativeSelect } from "@chakra-ui/react";
import { t } from "../i18n";
import { OPERATOR_LABELS } from "./operators";

interface OperatorSelectProps {
  id: string;
  operators: readonly string[];
  value: string;
  onChange: (operator: string) => void;
}

/** The choice of search operator; hidden when the type offers only one. */
export function OperatorSelect({ id, operators, value, onChange }: OperatorSelectProps) {
  if (operators.length < 2) return null;
  return (
    <NativeSelect.Root size="sm" width="auto" flex="none">
      <NativeSelect.Field
        id={`${id}-operator`}
        aria-label={t("Search type")}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {operators.map((operator) => (
          <option key={operator} value={operator}>
            {t(OPERATOR_LABELS[operator] ?? operator)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

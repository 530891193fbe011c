import { HStack } from "@chakra-ui/react";
import type { CompiledOption } from "../../engine";
import { t } from "../i18n";
import type { FieldWidgetProps } from "../types";
import { OperatorSelect } from "./OperatorSelect";
import { OptionChoice } from "./OptionChoice";
import { filterOf, operatorOf } from "./operators";

/** A list or tree filter: an operator and the options to match. */
export function OptionsSearch({
  id,
  item,
  value,
  onChange,
  depthOf,
}: FieldWidgetProps & { depthOf?: (option: CompiledOption) => number }) {
  const filter = filterOf(value);
  const operator = operatorOf(value, item.searchOperators);
  const selected = Array.isArray(filter.value) ? (filter.value as number[]) : [];
  return (
    <HStack gap="1" align="start">
      <OperatorSelect
        id={id}
        operators={item.searchOperators}
        value={operator}
        onChange={(next) => onChange({ ...filter, operator: next })}
      />
      <OptionChoice
        id={id}
        options={item.options}
        selected={selected}
        multiple
        asBoxes={item.settings.checkbox_view === true}
        horizontal={item.settings.checkbox_view_horizontal === true}
        depthOf={depthOf}
        emptyLabel={t("Choose")}
        label={item.label}
        onChange={(ids) => onChange({ ...filter, operator, value: ids })}
      />
    </HStack>
  );
}

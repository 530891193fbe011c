import { Box, Checkbox, RadioGroup, Stack } from "@chakra-ui/react";
import type { CompiledOption } from "../../engine";
import { t } from "../i18n";
import { errorProps } from "./errorProps";
import { RestrictedMarker } from "./OptionBadge";

interface OptionChoiceProps {
  id: string;
  options: readonly CompiledOption[];
  selected: readonly number[];
  multiple: boolean;
  onChange: (ids: number[]) => void;
  /** Checkboxes (or radio buttons when single) instead of a select. */
  asBoxes: boolean;
  horizontal: boolean;
  /** Indentation by depth in the tree of options (tree fields). */
  depthOf?: (option: CompiledOption) => number;
  rawErrors?: string[];
  required?: boolean;
  /** A leading empty choice in the select. */
  emptyLabel: string;
  /** The name of the group of boxes (the item's label). */
  label: string;
}

/** The option's text after a stripe of its colour, and the restricted marker for admins. */
function OptionText({ option }: { option: CompiledOption }) {
  return (
    <>
      {/* The administrator's colour is data, not a theme token. */}
      <Box as="span" borderInlineStartWidth="10px" ps="1" style={{ borderColor: option.color }}>
        {option.label}
      </Box>
      {option.restricted && <RestrictedMarker />}
    </>
  );
}

/**
 * A plain select with the look of Chakra's NativeSelect (size sm) from the static classes of the field
 * chrome's stylesheet (theme/fieldChromeCss.ts): no recipe resolved per list item.
 */
function OptionSelect(props: OptionChoiceProps) {
  const { id, options, selected, multiple, onChange, depthOf, rawErrors, required } = props;
  const invalid = (rawErrors?.length ?? 0) > 0 ? "" : undefined;
  return (
    <div className="dk-select">
      <select
        className="dk-select-field"
        id={id}
        multiple={multiple}
        required={required}
        {...errorProps(id, rawErrors)}
        value={multiple ? selected.map(String) : String(selected[0] ?? "")}
        onChange={(event) => {
          const ids = [...event.target.selectedOptions].map((option) => Number(option.value)).filter(Boolean);
          onChange(ids);
        }}
      >
        {!multiple && <option value="">{props.emptyLabel}</option>}
        {options.map((option) => (
          <option
            key={option.id}
            value={option.id}
            data-restricted={option.restricted || undefined}
            title={option.restricted ? t("Hidden for some roles") : undefined}
          >
            {"\u00a0".repeat(2 * (depthOf?.(option) ?? 0))}
            {option.label}
            {/* A select's options hold text only, so the marker is a character there. */}
            {option.restricted ? " 🔒" : ""}
          </option>
        ))}
      </select>
      {!multiple && (
        <div className="dk-select-indicator" data-invalid={invalid}>
          {/* Chakra's chevron, as NativeSelect.Indicator draws it. */}
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="m6 9 6 6 6-6" />
          </svg>
        </div>
      )}
    </div>
  );
}

/** Radio buttons for a single choice; the group is named by the item's label. */
function OptionRadios(props: OptionChoiceProps) {
  const { id, options, selected, onChange, horizontal, depthOf, rawErrors, label, required } = props;
  return (
    <RadioGroup.Root
      id={id}
      name={id}
      size="sm"
      aria-label={label}
      aria-required={required || undefined}
      {...errorProps(id, rawErrors)}
      value={selected[0] === undefined ? null : String(selected[0])}
      onValueChange={(details) => onChange(details.value ? [Number(details.value)] : [])}
    >
      <Stack direction={horizontal ? "row" : "column"} gap={horizontal ? "3" : "1"} wrap="wrap">
        {options.map((option) => (
          <RadioGroup.Item key={option.id} value={String(option.id)} ms={4 * (depthOf?.(option) ?? 0)}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              <OptionText option={option} />
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

/** Check boxes for several choices, in a group named by the item's label. */
function OptionCheckboxes(props: OptionChoiceProps) {
  const { id, options, selected, onChange, horizontal, depthOf, rawErrors, label } = props;
  const toggle = (optionId: number, on: boolean) =>
    onChange(on ? [...selected, optionId] : selected.filter((other) => other !== optionId));
  return (
    <Stack
      as="fieldset"
      id={id}
      tabIndex={-1}
      aria-label={label}
      {...errorProps(id, rawErrors)}
      direction={horizontal ? "row" : "column"}
      gap={horizontal ? "3" : "1"}
      wrap="wrap"
    >
      {options.map((option) => (
        <Checkbox.Root
          key={option.id}
          // Own ids: inside a Field, Ark would give every box the field's input id and label.
          ids={{ hiddenInput: `${id}-${option.id}`, label: `${id}-${option.id}-label` }}
          size="sm"
          name={id}
          value={String(option.id)}
          ms={4 * (depthOf?.(option) ?? 0)}
          checked={selected.includes(option.id)}
          onCheckedChange={(details) => toggle(option.id, details.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>
            <OptionText option={option} />
          </Checkbox.Label>
        </Checkbox.Root>
      ))}
    </Stack>
  );
}

/** Choosing list options: a select, or check boxes / radio buttons (checkbox_view, horizontal). */
export function OptionChoice(props: OptionChoiceProps) {
  if (!props.asBoxes) return <OptionSelect {...props} />;
  return props.multiple ? <OptionCheckboxes {...props} /> : <OptionRadios {...props} />;
}

import { Checkbox } from "@chakra-ui/react";
import { useId } from "react";

export interface SelectCheckboxProps {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (checked: boolean) => void;
}

/** A row's (or all rows') selection checkbox, named for screen readers. */
export function SelectCheckbox({ label, checked, onChange }: SelectCheckboxProps) {
  const id = useId();
  return (
    <Checkbox.Root
      // Ids of its own: inside an embedded list's field the checkbox would take the field's id and label.
      ids={{ root: `${id}-root`, hiddenInput: `${id}-input`, control: `${id}-control`, label: `${id}-label` }}
      invalid={false}
      required={false}
      size="sm"
      checked={checked}
      onCheckedChange={(event) => onChange(event.checked === true)}
      onClick={(event) => event.stopPropagation()}
    >
      <Checkbox.HiddenInput aria-label={label} />
      <Checkbox.Control />
    </Checkbox.Root>
  );
}

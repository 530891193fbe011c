import { Checkbox } from "@chakra-ui/react";

export interface SelectCheckboxProps {
  label: string;
  checked: boolean | "indeterminate";
  onChange: (checked: boolean) => void;
}

/** A row's (or all rows') selection checkbox, named for screen readers. */
export function SelectCheckbox({ label, checked, onChange }: SelectCheckboxProps) {
  return (
    <Checkbox.Root
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

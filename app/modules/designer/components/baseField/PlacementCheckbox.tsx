import { Checkbox } from "@chakra-ui/react";

export interface PlacementCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (checked: boolean) => void;
}

/** A placement to move to the copy; passing over it with Shift held toggles it, to pick many in one sweep. */
export function PlacementCheckbox({ id, label, checked, disabled, onChange }: PlacementCheckboxProps) {
  return (
    <Checkbox.Root
      ids={{ hiddenInput: id, label: `${id}-label` }}
      size="sm"
      checked={checked}
      disabled={disabled}
      onCheckedChange={(details) => onChange(details.checked === true)}
      onMouseEnter={(event) => {
        if (event.shiftKey && !disabled) onChange(!checked);
      }}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

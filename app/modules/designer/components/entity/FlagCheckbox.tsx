import { Checkbox } from "@chakra-ui/react";

export interface FlagCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One yes/no setting as a labelled check box. */
export function FlagCheckbox({ id, label, checked, onChange }: FlagCheckboxProps) {
  return (
    <Checkbox.Root
      ids={{ hiddenInput: id, label: `${id}-label` }}
      size="sm"
      checked={checked}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

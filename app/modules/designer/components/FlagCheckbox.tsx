import { Checkbox } from "@chakra-ui/react";

export interface FlagCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** One yes/no setting in a designer editor, as a labelled check box (obligatory, locked, archivable...). */
export function FlagCheckbox({ id, label, checked, disabled, onChange }: FlagCheckboxProps) {
  return (
    <Checkbox.Root
      ids={{ hiddenInput: id, label: `${id}-label` }}
      size="sm"
      checked={checked}
      disabled={disabled ?? false}
      onCheckedChange={(details) => onChange(details.checked === true)}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

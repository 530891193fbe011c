import { Checkbox } from "@chakra-ui/react";

export interface SettingCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** One yes/no setting of a base field. */
export function SettingCheckbox({ id, label, checked, onChange }: SettingCheckboxProps) {
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

import { Checkbox } from "@chakra-ui/react";
import type { DisplayItemSettings } from "../../../../../schemas";

/** The settings that are on or off. */
export type FlagSetting = {
  [K in keyof DisplayItemSettings]-?: NonNullable<DisplayItemSettings[K]> extends boolean ? K : never;
}[keyof DisplayItemSettings];

export interface SettingCheckboxProps {
  settings: DisplayItemSettings;
  name: FlagSetting;
  label: string;
  /** What an unset flag means (clickable is on unless turned off). */
  defaultValue?: boolean;
  onChange: (settings: DisplayItemSettings) => void;
}

/** One on/off setting of a display item. */
export function SettingCheckbox({
  settings,
  name,
  label,
  defaultValue = false,
  onChange,
}: SettingCheckboxProps) {
  return (
    <Checkbox.Root
      size="sm"
      checked={settings[name] ?? defaultValue}
      onCheckedChange={(details) => onChange({ ...settings, [name]: details.checked === true })}
    >
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

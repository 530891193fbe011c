import { useT } from "../../../../i18n/useT";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";

/** Time fields: without the 24-hour limit. */
export function TimeSettings({ settings, onChange }: SettingsProps) {
  const t = useT();
  return (
    <SettingCheckbox
      settings={settings}
      name="disable_limit"
      label={t("No time limit")}
      onChange={onChange}
    />
  );
}

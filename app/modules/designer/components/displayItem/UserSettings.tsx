import { useT } from "../../../../i18n/useT";
import { ChoiceSetting } from "./ChoiceSetting";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";

/** User fields: the current user as default, and how names show. */
export function UserSettings({ settings, onChange }: SettingsProps) {
  const t = useT();
  return (
    <>
      <SettingCheckbox
        settings={settings}
        name="default_current_user"
        label={t("The current user as default")}
        onChange={onChange}
      />
      <ChoiceSetting
        label={t("Name style")}
        value={settings.display_name_style ?? "default"}
        optional={false}
        choices={[
          { value: "default", label: t("Name") },
          { value: "avatar", label: t("Avatar") },
          { value: "both", label: t("Avatar and name") },
        ]}
        onChange={(value) =>
          onChange({ ...settings, display_name_style: value as "default" | "avatar" | "both" })
        }
      />
    </>
  );
}

import { useT } from "../../../../i18n/useT";
import { DisplayRulesEditor } from "./DisplayRulesEditor";
import { QuerySetting } from "./QuerySetting";
import { SettingCheckbox } from "./SettingCheckbox";
import { SettingsGroup } from "./SettingsGroup";
import type { SettingsProps } from "./SettingsProps";

/** What every item has: its information text shown directly, display rules and a condition query. */
export function GeneralSettings({
  entityId,
  settings,
  errors,
  onChange,
}: SettingsProps & { entityId: number }) {
  const t = useT();
  return (
    <>
      <SettingsGroup legend={t("General")}>
        <SettingCheckbox
          settings={settings}
          name="show_info_direct"
          label={t("Show the information text directly")}
          onChange={onChange}
        />
        <QuerySetting
          label={t("Condition query")}
          entityId={entityId}
          value={settings.condition_query}
          error={errors["settings.condition_query"]}
          onChange={(id) => onChange({ ...settings, condition_query: id })}
        />
      </SettingsGroup>
      <DisplayRulesEditor
        entityId={entityId}
        rules={settings.display_rules ?? []}
        error={errors["settings.display_rules"]}
        onChange={(rules) => onChange({ ...settings, display_rules: rules })}
      />
    </>
  );
}

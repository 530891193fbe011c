import { pickTranslation } from "../../../../../engine/translate";
import type { ListOption } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { ChoiceSetting } from "./ChoiceSetting";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";

/** List fields: switching options from the record page, check boxes (in a row), a default option. */
export function ListSettings({
  settings,
  onChange,
  options,
  locale,
}: SettingsProps & { options: ListOption[]; locale: string }) {
  const t = useT();
  return (
    <>
      <SettingCheckbox settings={settings} name="fast_switch" label={t("Fast switch")} onChange={onChange} />
      <SettingCheckbox
        settings={settings}
        name="checkbox_view"
        label={t("Show as check boxes")}
        onChange={onChange}
      />
      <SettingCheckbox
        settings={settings}
        name="checkbox_view_horizontal"
        label={t("Check boxes in a row")}
        onChange={onChange}
      />
      <ChoiceSetting
        label={t("Default option")}
        value={settings.default_list_option}
        choices={options.map((option) => ({
          value: String(option.id),
          label: pickTranslation(option.translations, locale)?.text ?? `#${option.id}`,
        }))}
        onChange={(value) =>
          onChange({ ...settings, default_list_option: value === "" ? null : Number(value) })
        }
      />
    </>
  );
}

import { useT } from "../../../../i18n/useT";
import { NumberSetting } from "./NumberSetting";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";

/** The search slider's maximum when none is set (spec 3-designer section 9). */
export const DEFAULT_MAX_SLIDER = 1000;

/** Search views of amount and calc fields: a slider, and its maximum. */
export function SliderSettings({ settings, errors, onChange }: SettingsProps) {
  const t = useT();
  return (
    <>
      <SettingCheckbox
        settings={settings}
        name="show_slider"
        label={t("Show a slider")}
        onChange={onChange}
      />
      {settings.show_slider && (
        <NumberSetting
          label={t("Slider maximum")}
          value={settings.max_slider ?? DEFAULT_MAX_SLIDER}
          min={1}
          error={errors["settings.max_slider"]}
          onChange={(value) => {
            const { max_slider: _, ...rest } = settings;
            onChange(value === undefined ? rest : { ...settings, max_slider: value });
          }}
        />
      )}
    </>
  );
}

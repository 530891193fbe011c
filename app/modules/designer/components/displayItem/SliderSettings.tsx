import type { DisplayItemSettings } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { NumberSetting } from "./NumberSetting";
import { SettingCheckbox } from "./SettingCheckbox";
import type { SettingsProps } from "./SettingsProps";

/** The search slider's maximum when none is set (spec 3-designer section 9). */
export const DEFAULT_MAX_SLIDER = 1000;

/** Search views of amount and calc fields: a slider, and its maximum (1000 unless changed). */
export function SliderSettings({ settings, errors, onChange }: SettingsProps) {
  const t = useT();
  const toggle = (next: DisplayItemSettings) =>
    onChange(
      next.show_slider && next.max_slider === undefined ? { ...next, max_slider: DEFAULT_MAX_SLIDER } : next,
    );
  return (
    <>
      <SettingCheckbox settings={settings} name="show_slider" label={t("Show a slider")} onChange={toggle} />
      {settings.show_slider && (
        <NumberSetting
          label={t("Slider maximum")}
          value={settings.max_slider ?? DEFAULT_MAX_SLIDER}
          min={1}
          error={errors["settings.max_slider"]}
          // An emptied entry is not a maximum: it shows its error until a number is typed.
          onChange={(value) => onChange({ ...settings, max_slider: value ?? Number.NaN })}
        />
      )}
    </>
  );
}

import { Fieldset, Stack, Wrap } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { FlagCheckbox } from "../FlagCheckbox";
import type { BaseFieldSettingsProps } from "./BaseFieldSettingsProps";
import { SettingSelect } from "./SettingSelect";

/** Date: with time, now as the default, a restriction to the past or future, and the weekdays allowed off. */
export function DateSettings({ settings, onChange }: BaseFieldSettingsProps) {
  const t = useT();
  // Monday is 0 (spec 3-designer section 3).
  const weekdays = [
    t("Monday"),
    t("Tuesday"),
    t("Wednesday"),
    t("Thursday"),
    t("Friday"),
    t("Saturday"),
    t("Sunday"),
  ];
  const days = (settings.restrict_days as number[] | undefined) ?? [];
  const toggleDay = (day: number, on: boolean) =>
    onChange({
      ...settings,
      restrict_days: on ? [...days, day].sort((a, b) => a - b) : days.filter((other) => other !== day),
    });
  return (
    <Stack gap="3">
      <FlagCheckbox
        id="base-field-withtime"
        label={t("With time")}
        checked={settings.withtime === true}
        onChange={(checked) => onChange({ ...settings, withtime: checked })}
      />
      <FlagCheckbox
        id="base-field-current-time"
        label={t("Current time as default")}
        checked={settings.current_time_as_default === true}
        onChange={(checked) => onChange({ ...settings, current_time_as_default: checked })}
      />
      <SettingSelect
        label={t("Restriction")}
        value={String(settings.restriction ?? "none")}
        choices={[
          { value: "none", label: t("None") },
          { value: "before_and_eq_current_date", label: t("Today or earlier") },
          { value: "after_and_eq_current_date", label: t("Today or later") },
        ]}
        onChange={(restriction) => onChange({ ...settings, restriction })}
      />
      <Fieldset.Root>
        <Fieldset.Legend fontWeight="medium">{t("Days that cannot be chosen")}</Fieldset.Legend>
        <Wrap gap="3">
          {weekdays.map((name, day) => (
            <FlagCheckbox
              key={name}
              id={`base-field-day-${day}`}
              label={name}
              checked={days.includes(day)}
              onChange={(checked) => toggleDay(day, checked)}
            />
          ))}
        </Wrap>
      </Fieldset.Root>
    </Stack>
  );
}

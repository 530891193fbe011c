import { Box, Button, Field, Stack } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { DeadlineRow } from "./DeadlineRow";
import { SettingCheckbox } from "./SettingCheckbox";
import { SettingsGroup } from "./SettingsGroup";
import type { SettingsProps } from "./SettingsProps";

/** Date fields: slider, 'ago', today as default, and deadline reminders. */
export function DateSettings({ settings, errors, onChange }: SettingsProps) {
  const t = useT();
  const reminders = settings.deadline ?? [];
  const error = errors["settings.deadline"];
  return (
    <>
      <SettingCheckbox
        settings={settings}
        name="show_slider"
        label={t("Show a slider")}
        onChange={onChange}
      />
      <SettingCheckbox
        settings={settings}
        name="show_ago"
        label={t("Show how long ago")}
        onChange={onChange}
      />
      <SettingCheckbox
        settings={settings}
        name="default_current_date"
        label={t("Today as default")}
        onChange={onChange}
      />
      <SettingsGroup legend={t("Deadline reminders")}>
        <Stack as="ul" gap="2" listStyleType="none" ms="0">
          {reminders.map((reminder, index) => (
            <DeadlineRow
              // biome-ignore lint/suspicious/noArrayIndexKey: reminders have no id; a row is its place in the list
              key={index}
              number={index + 1}
              reminder={reminder}
              invalid={
                !!error &&
                !(Number.isInteger(reminder.number) && reminder.number >= 1 && reminder.number <= 31)
              }
              onChange={(changed) =>
                onChange({
                  ...settings,
                  deadline: reminders.map((other, at) => (at === index ? changed : other)),
                })
              }
              onRemove={() => onChange({ ...settings, deadline: reminders.filter((_, at) => at !== index) })}
            />
          ))}
        </Stack>
        {error && (
          <Field.Root invalid>
            <Field.ErrorText>{t("A reminder's number is 1 to 31")}</Field.ErrorText>
          </Field.Root>
        )}
        <Box>
          <Button
            size="sm"
            variant="outline"
            onClick={() =>
              onChange({ ...settings, deadline: [...reminders, { number: 1, type: "day", when: "before" }] })
            }
          >
            {t("Add reminder")}
          </Button>
        </Box>
      </SettingsGroup>
    </>
  );
}

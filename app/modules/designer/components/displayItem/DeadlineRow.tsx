import { Button, Field, HStack, Input, NativeSelect } from "@chakra-ui/react";
import type { Static } from "@sinclair/typebox";
import type { Deadline } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";

type Reminder = Static<typeof Deadline>;

export interface DeadlineRowProps {
  number: number;
  reminder: Reminder;
  invalid: boolean;
  onChange: (reminder: Reminder) => void;
  onRemove: () => void;
}

/** One deadline reminder: 1 to 31 days, weeks, months or years before or after the date, in a colour. */
export function DeadlineRow({ number, reminder, invalid, onChange, onRemove }: DeadlineRowProps) {
  const t = useT();
  const select = (
    label: string,
    value: string,
    choices: [string, string][],
    change: (value: string) => void,
  ) => (
    <Field.Root flex="1" minW="6rem">
      <Field.Label fontSize="xs">{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field value={value} onChange={(event) => change(event.target.value)}>
          {choices.map(([choice, text]) => (
            <option key={choice} value={choice}>
              {text}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
  return (
    <HStack as="li" gap="2" align="end" wrap="wrap">
      <Field.Root flex="1" minW="5rem" invalid={invalid}>
        <Field.Label fontSize="xs">{t("Reminder {number}: number", { number })}</Field.Label>
        <Input
          size="sm"
          type="number"
          min={1}
          max={31}
          value={Number.isNaN(reminder.number) ? "" : reminder.number}
          onChange={(event) => onChange({ ...reminder, number: Number(event.target.value || Number.NaN) })}
        />
      </Field.Root>
      {select(
        t("Reminder {number}: unit", { number }),
        reminder.type,
        [
          ["day", t("Days")],
          ["week", t("Weeks")],
          ["month", t("Months")],
          ["year", t("Years")],
        ],
        (value) => onChange({ ...reminder, type: value as Reminder["type"] }),
      )}
      {select(
        t("Reminder {number}: when", { number }),
        reminder.when,
        [
          ["before", t("Before")],
          ["after", t("After")],
        ],
        (value) => onChange({ ...reminder, when: value as Reminder["when"] }),
      )}
      <Field.Root w="4rem">
        <Field.Label fontSize="xs">{t("Reminder {number}: colour", { number })}</Field.Label>
        <Input
          size="sm"
          type="color"
          p="1"
          value={reminder.color ?? "#e53e3e"}
          onChange={(event) => onChange({ ...reminder, color: event.target.value })}
        />
      </Field.Root>
      <Button size="sm" variant="ghost" colorPalette="red" onClick={onRemove}>
        {t("Remove reminder {number}", { number })}
      </Button>
    </HStack>
  );
}

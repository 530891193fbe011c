import { HStack, Text } from "@chakra-ui/react";
import { useEffect, useState } from "react";
import { calendarDateOf, fieldTypeOf, todayIn, zoneOf } from "../../engine";
import { errorProps } from "../controls/errorProps";
import { OperatorSelect } from "../controls/OperatorSelect";
import { filterOf, operatorOf } from "../controls/operators";
import { PlainInput } from "../controls/PlainInput";
import { useFormatted } from "../controls/useFormatted";
import { useWidgetEnvironment } from "../environment";
import { formatLocaleOf } from "../formatLocale";
import { t, translateMessage, useLanguage } from "../i18n";
import type { FieldWidgetProps, WidgetModule } from "../types";
import {
  datePatternOf,
  datePlaceholder,
  daysFrom,
  deadlineColor,
  maskDate,
  maskedText,
  parseMasked,
} from "./dateInput";

interface DateInputProps {
  id: string;
  value: unknown;
  withTime: boolean;
  onChange: (value: string | null) => void;
  /** aria-invalid and aria-describedby while the value is in error. */
  aria?: ReturnType<typeof errorProps>;
  required?: boolean;
  label?: string;
}

/**
 * A masked date or date-time input that reports ISO values, written in the interface language's order and
 * separator (dd-mm-yyyy in Dutch, dd/mm/yyyy in English, TT.MM.JJJJ in German).
 */
function DateInput({ id, value, withTime, onChange, aria, required, label }: DateInputProps) {
  const { formatContext } = useWidgetEnvironment();
  const zone = zoneOf(formatContext);
  const pattern = datePatternOf(formatLocaleOf(useLanguage()));
  const [text, setText] = useState(() => maskedText(value, withTime, zone, pattern));
  useEffect(() => {
    // What the user typed comes back as the value (complete or not); only other values, or another
    // language's pattern, replace the text.
    setText((current) =>
      value === current || parseMasked(current, withTime, zone, pattern) === value
        ? current
        : maskedText(value, withTime, zone, pattern),
    );
  }, [value, withTime, zone, pattern]);
  const placeholder = datePlaceholder(
    pattern,
    { day: t("dd"), month: t("mm"), year: t("yyyy"), time: t("hh:mm") },
    withTime,
  );
  return (
    <PlainInput
      id={id}
      type="text"
      inputMode="numeric"
      aria-label={label}
      required={required}
      placeholder={placeholder}
      {...aria}
      value={text}
      onChange={(event) => {
        const masked = maskDate(event.target.value, withTime, pattern);
        setText(masked);
        // An incomplete date is kept as typed so the engine can say it is not a valid date.
        onChange(masked === "" ? null : (parseMasked(masked, withTime, zone, pattern) ?? masked));
      }}
    />
  );
}

function DateEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const { formatContext } = useWidgetEnvironment();
  const withTime = item.fieldSettings.withtime === true;
  // Restrictions (past or future dates, weekdays) show while typing, in the engine's words.
  const complete =
    typeof value === "string" &&
    parseMasked(maskedText(value, withTime, zoneOf(formatContext)), withTime, zoneOf(formatContext)) !==
      undefined;
  const problem = complete ? fieldTypeOf("date")?.validate?.(value, item, formatContext) : undefined;
  const hasErrors = (rawErrors?.length ?? 0) > 0;
  const problemId = `${id}-problem`;
  // The item's error (under the field) wins; until the form is checked, the restriction speaks for itself.
  const aria = hasErrors
    ? errorProps(id, rawErrors)
    : problem
      ? { "aria-invalid": true as const, "aria-describedby": problemId }
      : {};
  return (
    <div>
      <DateInput
        id={id}
        value={value}
        withTime={withTime}
        onChange={onChange}
        aria={aria}
        required={required}
      />
      {problem && !hasErrors && (
        <Text id={problemId} textStyle="sm" color="warning" mt="1">
          {translateMessage(problem)}
        </Text>
      )}
    </div>
  );
}

/** The formatted date, coloured by its deadline reminders, with "3 days ago" when show_ago is set. */
function DateShow({ id, item, value, mode }: FieldWidgetProps) {
  const language = useLanguage();
  const { formatContext } = useWidgetEnvironment();
  const text = useFormatted(item, value, mode === "list" ? "list" : "show");
  if (typeof value !== "string" || text === "") return <span id={id}>{text}</span>;
  const zone = zoneOf(formatContext);
  const today = todayIn(formatContext.now, zone);
  const day = calendarDateOf(value, zone);
  const color = deadlineColor(day, item.settings.deadline ?? [], today);
  const ago = item.settings.show_ago
    ? new Intl.RelativeTimeFormat(language, { numeric: "auto" }).format(daysFrom(today, day), "day")
    : undefined;
  return (
    // The reminder's colour is the administrator's, data rather than a theme token. It marks the date with
    // a stripe rather than colouring the text, so any colour keeps the text readable (WCAG contrast).
    <Text
      as="span"
      id={id}
      data-deadline-color={color}
      fontWeight={color ? "semibold" : undefined}
      {...(color ? { borderInlineStartWidth: "4px", ps: "1.5" } : {})}
      style={color ? { borderInlineStartColor: color } : undefined}
    >
      {text}
      {ago && (
        <Text as="small" data-decoration="" ms="1.5" color="hint">
          ({ago})
        </Text>
      )}
    </Text>
  );
}

/** Date filters: on, after, before, between. */
function DateSearch({ id, item, value, onChange }: FieldWidgetProps) {
  const filter = filterOf(value);
  const operator = operatorOf(value, item.searchOperators);
  return (
    <HStack gap="1">
      <OperatorSelect
        id={id}
        operators={item.searchOperators}
        value={operator}
        onChange={(next) => onChange({ ...filter, operator: next })}
      />
      <DateInput
        id={id}
        value={filter.value}
        withTime={false}
        onChange={(next) => onChange({ ...filter, operator, value: next })}
      />
      {operator === "between" && (
        <DateInput
          id={`${id}-end`}
          label={t("To")}
          value={filter.end}
          withTime={false}
          onChange={(next) => onChange({ ...filter, operator, end: next })}
        />
      )}
    </HStack>
  );
}

const date: WidgetModule = {
  type: "date",
  modes: { edit: DateEdit, show: DateShow, list: DateShow, search: DateSearch },
};

export default date;

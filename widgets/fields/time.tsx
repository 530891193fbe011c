import { useEffect, useState } from "react";
import { errorProps } from "../controls/errorProps";
import { FormattedValue } from "../controls/FormattedValue";
import { NumberSearch } from "../controls/NumberSearch";
import { PlainInput } from "../controls/PlainInput";
import { t } from "../i18n";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** Hours and minutes of a stored "HH:MM" value. */
function partsOf(value: unknown): [string, string] {
  const match = typeof value === "string" ? /^(\d+):(\d{2})$/.exec(value) : null;
  return match ? [match[1] as string, match[2] as string] : ["", ""];
}

/**
 * Two digit-only boxes: hours 0 to 23 (any number of hours with disable_limit, for durations) and minutes
 * 0 to 59 (spec 5). The value is "HH:MM" once both are filled.
 */
function TimeEdit({ id, item, value, onChange, rawErrors, required }: FieldWidgetProps) {
  const [hours, setHours] = useState(() => partsOf(value)[0]);
  const [minutes, setMinutes] = useState(() => partsOf(value)[1]);
  useEffect(() => {
    const [h, m] = partsOf(value);
    if (h !== "" || value === null || value === undefined || value === "") {
      setHours((current) => (Number(current) === Number(h) && current !== "" ? current : h));
      setMinutes((current) => (Number(current) === Number(m) && current !== "" ? current : m));
    }
  }, [value]);
  const unlimited = item.settings.disable_limit === true;
  const aria = errorProps(id, rawErrors);

  const report = (h: string, m: string) => {
    if (h === "" && m === "") onChange(null);
    else if (h === "" || m === "") onChange(`${h}:${m}`);
    else onChange(`${h.padStart(2, "0")}:${m.padStart(2, "0")}`);
  };
  const accept = (text: string, max: number | undefined) =>
    /^\d*$/.test(text) && (max === undefined || text === "" || Number(text) <= max);

  return (
    <div className="dk-time">
      <PlainInput
        id={id}
        type="text"
        inputMode="numeric"
        aria-label={t("Hours")}
        placeholder="HH"
        required={required}
        maxLength={unlimited ? 5 : 2}
        {...aria}
        value={hours}
        onChange={(event) => {
          // A refused key is taken back here: Preact, unlike React, leaves an unchanged state's input as typed.
          if (!accept(event.target.value, unlimited ? undefined : 23)) {
            event.target.value = hours;
            return;
          }
          setHours(event.target.value);
          report(event.target.value, minutes);
        }}
      />
      <span aria-hidden="true">:</span>
      <PlainInput
        id={`${id}-minutes`}
        type="text"
        inputMode="numeric"
        aria-label={t("Minutes")}
        placeholder="MM"
        maxLength={2}
        {...aria}
        value={minutes}
        onChange={(event) => {
          if (!accept(event.target.value, 59)) {
            event.target.value = minutes;
            return;
          }
          setMinutes(event.target.value);
          report(hours, event.target.value);
        }}
      />
    </div>
  );
}

function TimeSearch(props: FieldWidgetProps) {
  return <NumberSearch {...props} inputType="time" />;
}

/** A time of day, or with disable_limit a duration. */
const time: WidgetModule = {
  type: "time",
  modes: { edit: TimeEdit, show: FormattedValue, list: FormattedValue, search: TimeSearch },
};

export default time;

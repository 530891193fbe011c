import { format, getDay, parse, startOfWeek } from "date-fns";
import { de, enGB, es, fr, nl, ru } from "date-fns/locale";
import { dateFnsLocalizer } from "react-big-calendar";

/** The calendar's dates through date-fns, weeks from Monday, in each interface language (the culture). */
export const calendarLocalizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { en: enGB, nl, es, fr, de, ru },
});

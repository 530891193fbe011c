import type { Messages } from "react-big-calendar";
import { useT } from "../../../../i18n/useT";

/** The calendar's own words (toolbar, views, 'All day', '+n more') in the interface language. */
export function useCalendarMessages(): Messages {
  const t = useT();
  return {
    today: t("Today"),
    previous: t("Back"),
    next: t("Next"),
    month: t("Month"),
    week: t("Week"),
    work_week: t("Work week"),
    day: t("Day"),
    allDay: t("All day"),
    showMore: (count: number) => t("+{count} more", { count }),
  };
}

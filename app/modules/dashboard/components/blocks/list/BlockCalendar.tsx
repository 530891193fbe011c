import "react-big-calendar/lib/css/react-big-calendar.css";
import { Box } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { Calendar } from "react-big-calendar";
import { useLanguage } from "../../../../../i18n/useLanguage";
import { useT } from "../../../../../i18n/useT";
import { useCalendarMessages } from "../../../../views/calendar/hooks/useCalendarMessages";
import type { CalendarEvent } from "../../../../views/calendar/utils/CalendarEvent";
import { calendarLocalizer } from "../../../../views/calendar/utils/calendarLocalizer";
import { eventsOf } from "../../../../views/calendar/utils/eventsOf";
import { ViewSetupAlert } from "../../../../views/components/ViewSetupAlert";
import type { Block } from "../../../api/Block";
import { openingMonth } from "../../../utils/openingMonth";
import { itemOf, type ListAnswer, type Listed } from "./listAnswer";

interface BlockCalendarProps {
  block: Block;
  answer: ListAnswer;
  /** With the block's inline_edit: an event opens its record's quick edit instead of its page. */
  onEdit?: ((record: Listed) => void) | undefined;
}

/**
 * The event calendar layout of a list block: a month of the block's records, each from its start (or date)
 * field to its end field. Loaded on its own, as only this layout needs the calendar.
 */
export default function BlockCalendar({ block, answer, onEdit }: BlockCalendarProps) {
  const t = useT();
  const language = useLanguage();
  const messages = useCalendarMessages();
  const navigate = useNavigate();
  const options = block.settings.templateOptions ?? {};
  // Without a start or date field chosen, the list's first date.
  const startItem =
    itemOf(answer.items, options.start ?? options.date) ?? answer.items.find((item) => item.type === "date");
  const endItem = itemOf(answer.items, options.end);
  const events = useMemo(
    () => (startItem ? eventsOf(answer.results, startItem.id, endItem?.id) : []),
    [answer.results, startItem, endItem],
  );
  const [date, setDate] = useState(() =>
    openingMonth(
      events.map((event) => event.start),
      new Date(),
    ),
  );
  if (!startItem) return <ViewSetupAlert text={t("Please contact your admin, date list field missing.")} />;
  const open = (record: Listed) =>
    onEdit ? onEdit(record) : void navigate({ to: "/contentdossier/$id", params: { id: String(record.id) } });
  return (
    <Box h="100%" minH="320px" data-layout="calendar">
      <Calendar<CalendarEvent>
        localizer={calendarLocalizer}
        culture={language}
        messages={messages}
        events={events}
        views={["month"]}
        view="month"
        onView={() => undefined}
        date={date}
        onNavigate={setDate}
        onSelectEvent={(event) => open(event.record)}
        style={{ height: "100%", minHeight: 320 }}
      />
    </Box>
  );
}

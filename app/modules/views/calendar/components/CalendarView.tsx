import "react-big-calendar/lib/css/react-big-calendar.css";
import { Box, Spinner, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { Calendar, type EventProps } from "react-big-calendar";
import { type CompiledItem, compile, type ViewModel } from "../../../../../engine";
import { statusOf } from "../../../../api/statusOf";
import { useLanguage } from "../../../../i18n/useLanguage";
import { useT } from "../../../../i18n/useT";
import { EmbeddedCreateDialog } from "../../../record/components/EmbeddedCreateDialog";
import { useWidgetServices } from "../../../record/hooks/useWidgetServices";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import { recordListKeys } from "../../../records/api/recordListKeys";
import { ListNotice } from "../../../records/components/ListNotice";
import { ListWidgetEnvironment } from "../../../records/components/ListWidgetEnvironment";
import { QuickEditDialog } from "../../../records/components/QuickEditDialog";
import { useEntityCredentials } from "../../../records/hooks/useEntityCredentials";
import { useViewModel } from "../../../records/hooks/useViewModel";
import { ViewSetupAlert } from "../../components/ViewSetupAlert";
import type { RecordViewProps } from "../../RecordViewProps";
import { useCalendarMessages } from "../hooks/useCalendarMessages";
import { useCalendarRecords } from "../hooks/useCalendarRecords";
import type { CalendarEvent } from "../utils/CalendarEvent";
import type { CalendarViewName } from "../utils/CalendarViewName";
import { calendarLocalizer } from "../utils/calendarLocalizer";
import { editItemOf } from "../utils/editItemOf";
import { eventsOf } from "../utils/eventsOf";
import { prefillValues } from "../utils/prefillValues";
import { visibleRange } from "../utils/visibleRange";
import { CalendarEventContent } from "./CalendarEventContent";

const VIEWS: CalendarViewName[] = ["month", "week", "work_week", "day"];
const idOf = (value: unknown) => (typeof value === "number" ? value : undefined);

/**
 * The records on a calendar (spec 2, calendar): month, week, work week and day (the default from
 * calendar_default), from the list call with the calendar date field between the first and last shown day;
 * an event runs from calendar_date_list_field to calendar_date_list_field_end and shows the calendar custom
 * view's values. Clicking an event opens the record's quick edit; selecting a slot opens 'New {entity}'
 * with calendar_edit_start and calendar_edit_end filled.
 */
export function CalendarView({ entityId, embedded }: RecordViewProps) {
  const t = useT();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const list = useViewModel(entityId, "list");
  const edit = useViewModel(entityId, "edit");
  const credentials = useEntityCredentials(entityId);
  const settings = list.model?.entity.settings ?? {};
  const [date, setDate] = useState(() => new Date());
  const [chosenView, setView] = useState<CalendarViewName>();
  // Until the user picks one: the entity's calendar_default (week or month).
  const view = chosenView ?? (settings.calendar_default === "week" ? "week" : "month");
  const [opened, setOpened] = useState<ListedRecord | null>(null);
  const [slot, setSlot] = useState<{ start: Date; end: Date } | null>(null);

  const dateField = idOf(settings.calendar_date_field);
  const startItem = list.model?.items[String(idOf(settings.calendar_date_list_field))];
  const endItem = list.model?.items[String(idOf(settings.calendar_date_list_field_end))];
  const customView =
    typeof settings.calendar_custom_view === "string" && settings.calendar_custom_view
      ? settings.calendar_custom_view
      : undefined;
  const customModel = useMemo<ViewModel | undefined>(
    () => (list.data && customView ? compile(list.data, customView) : undefined),
    [list.data, customView],
  );
  const customItems = useMemo(
    () => (customModel ? customModel.order.map((id) => customModel.items[id] as CompiledItem) : []),
    [customModel],
  );
  const { listed, custom } = useCalendarRecords(
    dateField !== undefined && startItem
      ? {
          entityId,
          dateField,
          range: visibleRange(date, view),
          ...(customModel ? { view: customView } : {}),
          ...(embedded ? { embedded } : {}),
        }
      : undefined,
  );
  const events = useMemo(
    () => (startItem ? eventsOf(listed.data?.results ?? [], startItem.id, endItem?.id) : []),
    [listed.data, startItem, endItem],
  );
  const customByRecord = useMemo(
    () => new Map((custom.data?.results ?? []).map((record) => [record.id, record])),
    [custom.data],
  );
  const components = useMemo(
    () => ({
      event: ({ event }: EventProps<CalendarEvent>) => (
        <CalendarEventContent
          title={event.title}
          {...(customModel
            ? {
                custom: {
                  model: customModel,
                  items: customItems,
                  record: customByRecord.get(event.record.id),
                },
              }
            : {})}
        />
      ),
    }),
    [customModel, customItems, customByRecord],
  );
  const messages = useCalendarMessages();

  if (list.isPending || edit.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (list.error || !list.model || !list.data) {
    return <ListNotice kind="error" onRetry={() => void list.refetch()} />;
  }
  if (dateField === undefined)
    return <ViewSetupAlert text={t("Please contact your admin, date search field missing.")} />;
  if (!startItem) return <ViewSetupAlert text={t("Please contact your admin, date list field missing.")} />;

  const admin = list.data.context.admin === true;
  const may = (action: string) => admin || (credentials.data ?? []).includes(action);
  const canCreate = may("create") && !embedded?.parentArchived;

  return (
    <Stack gap="2">
      {listed.error && (
        <ListNotice
          kind="error"
          expired={statusOf(listed.error) === 402}
          onRetry={() => void listed.refetch()}
        />
      )}
      <ListWidgetEnvironment
        model={customModel ?? list.model}
        labels={custom.data?.labels ?? listed.data?.labels}
      >
        <Box minH="600px" h="600px" aria-busy={listed.isFetching}>
          <Calendar<CalendarEvent>
            localizer={calendarLocalizer}
            culture={language}
            messages={messages}
            events={events}
            views={VIEWS}
            view={view}
            onView={(next) => setView(next as CalendarViewName)}
            date={date}
            onNavigate={setDate}
            selectable={canCreate}
            onSelectEvent={(event) => setOpened(event.record)}
            onSelectSlot={({ start, end }) => setSlot({ start, end })}
            components={components}
            style={{ minHeight: 600 }}
          />
        </Box>
      </ListWidgetEnvironment>
      {opened && (
        <QuickEditDialog
          entityId={entityId}
          record={opened}
          canEdit={may("edit") && !opened.archived}
          labels={listed.data?.labels}
          onClose={() => setOpened(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: recordListKeys.all })}
        />
      )}
      <EmbeddedCreateDialog
        useServices={useWidgetServices}
        open={slot !== null}
        entityId={entityId}
        entityName={list.model.entity.nameSingular}
        {...(embedded ? { parent: { dossierId: embedded.parentId, linkId: embedded.linkId } } : {})}
        values={
          slot && edit.model
            ? prefillValues(
                edit.model.defaults,
                slot,
                editItemOf(list.data, edit.model, settings.calendar_edit_start),
                editItemOf(list.data, edit.model, settings.calendar_edit_end),
              )
            : undefined
        }
        onClose={() => setSlot(null)}
        onCreated={() => {
          setSlot(null);
          void queryClient.invalidateQueries({ queryKey: recordListKeys.all });
        }}
      />
    </Stack>
  );
}

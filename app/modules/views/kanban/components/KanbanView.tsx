import { Button, HStack, Spinner, Stack } from "@chakra-ui/react";
import {
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from "@dnd-kit/core";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type CompiledItem, type CompiledOption, compile, type ViewModel } from "../../../../../engine";
import { bodyOf } from "../../../../api/bodyOf";
import { statusOf } from "../../../../api/statusOf";
import { EyeIcon } from "../../../../components/icons/EyeIcon";
import { SearchIcon } from "../../../../components/icons/SearchIcon";
import { toaster } from "../../../../components/toaster";
import { useT } from "../../../../i18n/useT";
import { updateRecordValue } from "../../../record/api/updateRecordValue";
import type { ListedRecord, RecordListAnswer } from "../../../records/api/RecordListAnswer";
import { recordListKeys } from "../../../records/api/recordListKeys";
import { ListNotice } from "../../../records/components/ListNotice";
import { SearchPanel } from "../../../records/components/SearchPanel";
import { useEntityCredentials } from "../../../records/hooks/useEntityCredentials";
import { useOpenRecord } from "../../../records/hooks/useOpenRecord";
import { useViewModel } from "../../../records/hooks/useViewModel";
import { DEFAULT_LIST_STATE } from "../../../records/state/DEFAULT_LIST_STATE";
import type { ListState } from "../../../records/state/ListState";
import { ViewSetupAlert } from "../../components/ViewSetupAlert";
import type { RecordViewProps } from "../../RecordViewProps";
import { useKanbanAnnouncements } from "../hooks/useKanbanAnnouncements";
import { columnKeyboardCoordinates } from "../utils/columnKeyboardCoordinates";
import { kanbanColumnQuery } from "../utils/kanbanColumnQuery";
import { withoutRecord, withRecord } from "../utils/moveInAnswer";
import { KanbanColumn } from "./KanbanColumn";

const idOf = (value: unknown) => (typeof value === "number" ? value : undefined);
const itemsOf = (model: ViewModel) => model.order.map((id) => model.items[id] as CompiledItem);

/**
 * The records on a board (spec 2, kanban): one column per option of the kanban list field, each paged by 50
 * from the list call filtered on the kanban search field; cards show the kanban custom view's values (else
 * the list view's) and move to another column by pointer or keyboard, which sets the record's list value
 * with the record update call. Columns hide and come back; a filter button opens the search panel.
 */
export function KanbanView({ entityId, embedded }: RecordViewProps) {
  const t = useT();
  const open = useOpenRecord();
  const queryClient = useQueryClient();
  const list = useViewModel(entityId, "list");
  const edit = useViewModel(entityId, "edit");
  const search = useViewModel(entityId, "search");
  const advancedSearch = useViewModel(entityId, "advanced-search");
  const credentials = useEntityCredentials(entityId);
  const announcements = useKanbanAnnouncements();
  const [filters, setFilters] = useState<ListState>(DEFAULT_LIST_STATE);
  const [filtering, setFiltering] = useState(false);
  const [hidden, setHidden] = useState<readonly number[]>([]);
  const [pages, setPages] = useState<Record<number, number>>({});
  const sensors = useSensors(
    // A short drag threshold, so a click still opens the card's record.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: columnKeyboardCoordinates,
      keyboardCodes: { start: ["Space"], cancel: ["Escape"], end: ["Space"] },
    }),
  );

  const settings = list.model?.entity.settings ?? {};
  const searchField = idOf(settings.kanban_search_field);
  const listItem = edit.model?.items[String(idOf(settings.kanban_list_field))];
  const customView =
    typeof settings.kanban_custom_view === "string" && settings.kanban_custom_view
      ? settings.kanban_custom_view
      : undefined;
  const customModel = useMemo<ViewModel | undefined>(
    () => (list.data && customView ? compile(list.data, customView) : undefined),
    [list.data, customView],
  );
  const cardModel = customModel ?? list.model;
  const cardItems = useMemo(() => (cardModel ? itemsOf(cardModel) : []), [cardModel]);

  if (list.isPending || edit.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (list.error || !list.model) return <ListNotice kind="error" onRetry={() => void list.refetch()} />;
  if (searchField === undefined)
    return <ViewSetupAlert text={t("Contact your administrator, no kanban search field set.")} />;
  if (!listItem) return <ViewSetupAlert text={t("Contact your administrator, no kanban list field set.")} />;

  const admin = list.data?.context.admin === true;
  const mayEdit = admin || (credentials.data ?? []).includes("edit");
  const queryOf = (optionId: number) =>
    kanbanColumnQuery({
      entityId,
      searchField,
      optionId,
      page: pages[optionId] ?? 1,
      state: filters,
      ...(customModel ? { customView } : {}),
      ...(embedded ? { embedded } : {}),
    });
  const columns = listItem.options.filter((option) => !hidden.includes(option.id));
  const hiddenColumns = listItem.options.filter((option) => hidden.includes(option.id));
  const showFilter =
    !embedded && ((search.model?.order.length ?? 0) > 0 || (advancedSearch.model?.order.length ?? 0) > 0);

  const move = async (record: ListedRecord, from: number, to: number) => {
    const source = recordListKeys.list(queryOf(from));
    const target = recordListKeys.list(queryOf(to));
    await queryClient.cancelQueries({ queryKey: source });
    await queryClient.cancelQueries({ queryKey: target });
    queryClient.setQueryData<RecordListAnswer>(source, (old) => withoutRecord(old, record.id));
    queryClient.setQueryData<RecordListAnswer>(target, (old) => withRecord(old, record));
    try {
      await updateRecordValue(record.id, listItem.id, [to], record.version);
    } catch (failure) {
      const denied = statusOf(failure) === 403;
      const { message } = bodyOf(failure);
      toaster.create({
        type: "error",
        title: t(denied ? "dossier_errors.permission_edit" : "dossier_errors.error_edit"),
        // Such as 'This field was changed by someone else': the card goes back to where it is now.
        ...(!denied && message ? { description: t(message) } : {}),
      });
    } finally {
      // Both columns read again: a card view's values (the list field among them) come from the server.
      void queryClient.invalidateQueries({ queryKey: source });
      void queryClient.invalidateQueries({ queryKey: target });
    }
  };
  const dropped = ({ active, over }: DragEndEvent) => {
    const from = active.data.current as { record: ListedRecord; optionId: number } | undefined;
    const to = over ? Number(over.id) : undefined;
    // Dropped outside the board or back in its own column: nothing changes.
    if (!from || to === undefined || to === from.optionId) return;
    void move(from.record, from.optionId, to);
  };

  return (
    <Stack gap="3">
      {(showFilter || hiddenColumns.length > 0) && (
        <HStack gap="2" wrap="wrap">
          {showFilter && (
            <Button
              size="sm"
              variant="outline"
              aria-expanded={filtering}
              onClick={() => setFiltering((on) => !on)}
            >
              <SearchIcon /> {t("Filter")}
            </Button>
          )}
          {hiddenColumns.length > 0 && (
            <HStack role="group" aria-label={t("Hidden columns")} gap="1" wrap="wrap">
              {hiddenColumns.map((option: CompiledOption) => (
                <Button
                  key={option.id}
                  size="xs"
                  variant="subtle"
                  aria-label={t("Show {column}", { column: option.label })}
                  onClick={() => setHidden((old) => old.filter((id) => id !== option.id))}
                >
                  <EyeIcon /> {option.label}
                </Button>
              ))}
            </HStack>
          )}
        </HStack>
      )}
      {filtering && showFilter && (
        <SearchPanel
          search={search.model}
          advancedSearch={advancedSearch.model}
          state={filters}
          onApply={(change) => {
            setPages({});
            setFilters((old) => ({ ...old, ...change }));
          }}
          onReset={() => {
            setPages({});
            setFilters(DEFAULT_LIST_STATE);
          }}
        />
      )}
      <DndContext sensors={sensors} onDragEnd={dropped} accessibility={announcements}>
        <HStack align="start" gap="3" overflowX="auto" pb="2">
          {columns.map((option) => (
            <KanbanColumn
              key={option.id}
              option={option}
              query={queryOf(option.id)}
              model={cardModel as ViewModel}
              items={cardItems}
              movable={(record) => mayEdit && !record.archived}
              onPage={(page) => setPages((old) => ({ ...old, [option.id]: page }))}
              onHide={() => setHidden((old) => [...old, option.id])}
              onOpen={open}
            />
          ))}
        </HStack>
      </DndContext>
    </Stack>
  );
}

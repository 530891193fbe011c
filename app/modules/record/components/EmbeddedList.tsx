import { Button, HStack, Spinner, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import type { CompiledItem } from "../../../../engine";
import { Pager } from "../../../components/Pager";
import { useT } from "../../../i18n/useT";
import { useLiveRecordChanges } from "../../realtime/hooks/useLiveRecordChanges";
import type { ListedRecord } from "../../records/api/RecordListAnswer";
import { recordListKeys } from "../../records/api/recordListKeys";
import { ListNotice } from "../../records/components/ListNotice";
import { QuickEditDialog } from "../../records/components/QuickEditDialog";
import { RecordTable } from "../../records/components/RecordTable";
import { useEntityCredentials } from "../../records/hooks/useEntityCredentials";
import { useOpenRecord } from "../../records/hooks/useOpenRecord";
import { useRecordList } from "../../records/hooks/useRecordList";
import { useViewModel } from "../../records/hooks/useViewModel";
import { DEFAULT_LIST_STATE } from "../../records/state/DEFAULT_LIST_STATE";
import type { ListSort } from "../../records/state/ListState";
import { listQuery } from "../../records/utils/listQuery";
import { nextSort } from "../../records/utils/nextSort";
import { RecordViewOutlet } from "../../views/components/RecordViewOutlet";
import { ViewSwitcher } from "../../views/components/ViewSwitcher";
import { useViewChoice } from "../../views/hooks/useViewChoice";
import { linkViews } from "../../views/utils/linkViews";
import { useWidgetServices } from "../hooks/useWidgetServices";
import { linkSortParams } from "../utils/linkSortParams";
import { EmbeddedBulkToolbar } from "./EmbeddedBulkToolbar";
import { EmbeddedCreateDialog, type EmbeddingParent } from "./EmbeddedCreateDialog";
import { EmbeddedMultiAddDialog } from "./EmbeddedMultiAddDialog";
import { EmbeddedRowInput } from "./EmbeddedRowInput";

const PAGE_SIZE = 10;
const DATA_REFRESH_MS = 10_000;

export interface EmbeddedListProps {
  /** The embeddedList link item. */
  item: CompiledItem;
  /** The saved parent record; its summary labels the link back to it in a new child. */
  parent: { id: number; archived: boolean; summary?: string | null };
}

/**
 * A link's child records under the saved parent (spec 2, embedded lists): the child entity's list view in
 * the records list's table, rows opening the child, a row's edit button opening the quick edit modal (show
 * mode without the edit right or when the child or parent is archived), and 'New {entity}' adding a child
 * to the parent's list (not on archived parents, without create permission, or with hide_add), with the
 * link back to the parent filled in. The link item's settings add a row-input quick add (row_input), a
 * multi-add dialog (show_multi_add) and the list's starting order (sort); selected rows get the bulk
 * toolbar, its mass update disabled as on every embedded list.
 */
export function EmbeddedList({ item, parent }: EmbeddedListProps) {
  const t = useT();
  const open = useOpenRecord();
  const queryClient = useQueryClient();
  const link = item.link;
  const childId = link?.childDefDossierId ?? 0;
  const list = useViewModel(childId, "list");
  const credentials = useEntityCredentials(childId);
  const [sort, setSort] = useState<ListSort | null>(null);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const [multiAdding, setMultiAdding] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [quickEdit, setQuickEdit] = useState<ListedRecord | null>(null);
  const views = useMemo(() => linkViews(item.settings.views), [item.settings.views]);
  const [view, chooseView] = useViewChoice(`link${item.id}`, views);
  const query = useMemo(
    () => ({
      ...listQuery({ entityId: childId, state: { ...DEFAULT_LIST_STATE, limit: PAGE_SIZE, page } }),
      ...linkSortParams(sort, item.settings.sort),
      dossierId: parent.id,
      linkId: link?.id,
    }),
    [childId, page, sort, item.settings.sort, parent.id, link?.id],
  );
  // The table's own call waits while another view shows the records.
  const records = useRecordList(query, list.model !== undefined && link != null && view === "list", {
    // The link item's data_refresh setting re-reads the list every 10 seconds (spec 2, section 9).
    refetchInterval: item.settings.data_refresh === true ? DATA_REFRESH_MS : false,
  });
  const changed = useLiveRecordChanges(childId);
  const columns = useMemo(
    () => (list.model ? list.model.order.map((itemId) => list.model?.items[itemId] as CompiledItem) : []),
    [list.model],
  );

  if (!link) return null;
  if (list.isPending) return <Spinner size="sm" role="status" aria-label={t("Loading")} />;
  if (list.error || !list.model)
    return <ListNotice kind="error" error={list.error} onRetry={() => void list.refetch()} />;

  const model = list.model;
  const admin = list.data?.context.admin === true;
  const mayCreate = admin || (credentials.data ?? []).includes("create");
  const mayEdit = admin || (credentials.data ?? []).includes("edit");
  const may = (action: string) => admin || (credentials.data ?? []).includes(action);
  const canAdd = mayCreate && !parent.archived && item.settings.hide_add !== true;
  const rows = records.data?.results ?? [];
  const embedding: EmbeddingParent = {
    dossierId: parent.id,
    linkId: link.id,
    backLinkId: link.backLinkId,
    ...(parent.summary ? { label: parent.summary } : {}),
  };
  const added = () => void queryClient.invalidateQueries({ queryKey: recordListKeys.all });
  const select = (recordId: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(recordId);
      else next.delete(recordId);
      return next;
    });

  const toolbar = (canAdd || views.length > 1) && (
    <HStack justify="end" gap="3">
      <ViewSwitcher views={views} value={view} onChange={chooseView} />
      {canAdd && item.settings.show_multi_add === true && (
        <Button size="xs" variant="outline" onClick={() => setMultiAdding(true)}>
          {t("Add several {entity}", { entity: model.entity.nameSingular })}
        </Button>
      )}
      {canAdd && (
        <Button size="xs" colorPalette="teal" variant="outline" onClick={() => setAdding(true)}>
          {t("New {entity}", { entity: model.entity.nameSingular })}
        </Button>
      )}
    </HStack>
  );
  const createDialog = (
    <EmbeddedCreateDialog
      useServices={useWidgetServices}
      open={adding}
      entityId={childId}
      entityName={model.entity.nameSingular}
      parent={embedding}
      onClose={() => setAdding(false)}
      onCreated={() => {
        setAdding(false);
        added();
      }}
    />
  );
  const multiAddDialog = multiAdding && (
    <EmbeddedMultiAddDialog
      entityId={childId}
      entityName={model.entity.nameSingular}
      parent={embedding}
      onClose={() => setMultiAdding(false)}
      onCreated={added}
    />
  );
  if (view !== "list") {
    return (
      <Stack gap="2" data-embedded-list={link.id}>
        {toolbar}
        <RecordViewOutlet
          view={view}
          entityId={childId}
          embedded={{ item, parentId: parent.id, linkId: link.id, parentArchived: parent.archived }}
        />
        {createDialog}
        {multiAddDialog}
      </Stack>
    );
  }

  return (
    <Stack gap="2" data-embedded-list={link.id}>
      {toolbar}
      {rows.length > 0 && (
        <EmbeddedBulkToolbar
          entityId={childId}
          rows={rows}
          selected={selected}
          onSelected={setSelected}
          may={may}
          archivable={list.data?.entity.archiveable === true}
          listQuery={query}
        />
      )}
      {records.error ? (
        <ListNotice kind="error" error={records.error} onRetry={() => void records.refetch()} />
      ) : records.isPending ? (
        <Spinner size="sm" role="status" aria-label={t("Loading")} />
      ) : rows.length === 0 ? (
        <ListNotice kind="empty" />
      ) : (
        <RecordTable
          model={model}
          columns={columns}
          records={rows}
          labels={records.data?.labels}
          selected={selected}
          onSelect={select}
          onSelectAll={(on) => setSelected(on ? new Set(rows.map((record) => record.id)) : new Set())}
          sort={sort}
          onSort={(key) => setSort((current) => nextSort(current, key))}
          onClearSort={() => setSort(null)}
          onOpen={open}
          onQuickEdit={setQuickEdit}
          changed={changed}
        />
      )}
      {canAdd && item.settings.row_input === true && (
        <EmbeddedRowInput entityId={childId} parent={embedding} onCreated={added} />
      )}
      <Pager
        current={page}
        pages={records.data?.pager.pages ?? 1}
        onChange={(next) => {
          setSelected(new Set());
          setPage(next);
        }}
      />
      {createDialog}
      {multiAddDialog}
      {quickEdit && (
        <QuickEditDialog
          entityId={childId}
          record={quickEdit}
          canEdit={mayEdit && !quickEdit.archived && !parent.archived}
          labels={records.data?.labels}
          onClose={() => setQuickEdit(null)}
          onSaved={() => void records.refetch()}
        />
      )}
    </Stack>
  );
}

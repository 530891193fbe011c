import { Button, Heading, HStack, Spinner, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { Link, useNavigate, useParams, useSearch } from "@tanstack/react-router";
import { useEffect, useMemo, useState } from "react";
import type { CompiledItem } from "../../../../engine";
import { Alert } from "../../../../widgets/theme/Alert";
import { Pager } from "../../../components/Pager";
import { useT } from "../../../i18n/useT";
import { useLiveRecordChanges } from "../../realtime/hooks/useLiveRecordChanges";
import { RecordViewOutlet } from "../../views/components/RecordViewOutlet";
import { ViewSwitcher } from "../../views/components/ViewSwitcher";
import { useViewChoice } from "../../views/hooks/useViewChoice";
import { entityViews } from "../../views/utils/entityViews";
import type { ListedRecord } from "../api/RecordListAnswer";
import { recordListKeys } from "../api/recordListKeys";
import { useBulkRun } from "../hooks/useBulkRun";
import { useClearListStateOutsideRecords } from "../hooks/useClearListStateOutsideRecords";
import { useEntityCredentials } from "../hooks/useEntityCredentials";
import { useListState } from "../hooks/useListState";
import { useOpenRecord } from "../hooks/useOpenRecord";
import { useRecordList } from "../hooks/useRecordList";
import { useViewModel } from "../hooks/useViewModel";
import { DEFAULT_LIST_STATE } from "../state/DEFAULT_LIST_STATE";
import { activeQueryOf, clearedQuerySearch } from "../utils/activeQueryOf";
import type { BulkAction } from "../utils/BulkAction";
import { listQuery } from "../utils/listQuery";
import { nextSort } from "../utils/nextSort";
import { pageSizeOf } from "../utils/pageSizeOf";
import { ActiveQueryFilter } from "./ActiveQueryFilter";
import { AggregateRow } from "./AggregateRow";
import { BulkToolbar } from "./BulkToolbar";
import { ListNotice } from "./ListNotice";
import { PageSizeSelect } from "./PageSizeSelect";
import { QuickEditDialog } from "./QuickEditDialog";
import { RecordTable } from "./RecordTable";
import { SearchPanel } from "./SearchPanel";

/** /defdossier/{id}: an entity's records with search, sorting, paging, bulk actions and aggregates. */
export function RecordListPage() {
  const t = useT();
  const navigate = useNavigate();
  const open = useOpenRecord();
  const queryClient = useQueryClient();
  const { id } = useParams({ from: "/shell/defdossier/$id" });
  const { dossierQuery: chosenQuery } = useSearch({ from: "/shell/defdossier/$id" });
  const entityId = Number(id);
  const list = useViewModel(entityId, "list");
  const search = useViewModel(entityId, "search");
  const advancedSearch = useViewModel(entityId, "advanced-search");
  const credentials = useEntityCredentials(entityId);
  const changed = useLiveRecordChanges(entityId, { announceCreations: true });
  const [state, update] = useListState(entityId);
  useClearListStateOutsideRecords();
  const [aggregates, setAggregates] = useState<Record<string, string>>({});
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const bulk = useBulkRun(setSelected);
  const [quickEdit, setQuickEdit] = useState<ListedRecord | null>(null);

  const views = useMemo(() => entityViews(list.model?.entity.settings ?? {}), [list.model]);
  const [view, chooseView] = useViewChoice(String(entityId), views);

  const admin = list.data?.context.admin === true;
  // The query in the address, else the entity's default query (spec 2, routes).
  const defaultQuery = list.data?.entity.settings?.query_settings?.default_query;
  const dossierQuery = activeQueryOf(chosenQuery, defaultQuery);
  const query = useMemo(
    () => listQuery({ entityId, state, aggregates: admin ? aggregates : {}, dossierQuery }),
    [entityId, state, aggregates, admin, dossierQuery],
  );
  // An entity with disable_immediate_search lists nothing until the user searches.
  const waitsForSearch = list.data?.entity.disable_immediate_search === true && !state.searched;
  const records = useRecordList(query, list.model !== undefined && view === "list" && !waitsForSearch);
  const columns = useMemo(
    () => (list.model ? list.model.order.map((itemId) => list.model?.items[itemId] as CompiledItem) : []),
    [list.model],
  );

  const pages = records.data?.pager.pages;
  // A saved page beyond the last one (records went away meanwhile): show the last page.
  useEffect(() => {
    if (pages !== undefined && pages >= 1 && state.page > pages) update({ page: pages });
  }, [pages, state.page, update]);

  if (list.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (list.error || !list.model || !list.data) {
    return <ListNotice kind="error" error={list.error} onRetry={() => void list.refetch()} />;
  }

  const model = list.model;
  const may = (action: string) => admin || (credentials.data ?? []).includes(action);
  const rows = records.data?.results ?? [];
  const pager = records.data?.pager;
  const chosen = rows.filter((record) => selected.has(record.id));
  const showSearch = (search.model?.order.length ?? 0) > 0 || (advancedSearch.model?.order.length ?? 0) > 0;
  const showPageSize = pager !== undefined && !(pager.pages <= 1 && pager.items <= 10);

  const select = (recordId: number, on: boolean) =>
    setSelected((old) => {
      const next = new Set(old);
      if (on) next.add(recordId);
      else next.delete(recordId);
      return next;
    });
  const runBulk = (action: BulkAction) => bulk.run(action, [...selected]);

  const heading = (
    <HStack justify="space-between" wrap="wrap">
      <Heading as="h1" size="xl">
        {model.entity.namePlural}
      </Heading>
      <HStack gap="3">
        <ViewSwitcher views={views} value={view} onChange={chooseView} />
        {may("create") && (
          <Button asChild colorPalette="teal" size="sm">
            <Link to="/contentdossier/create/$id" params={{ id: String(entityId) }}>
              {t("New")}
            </Link>
          </Button>
        )}
      </HStack>
    </HStack>
  );
  if (view !== "list") {
    return (
      <Stack gap="4">
        {heading}
        <RecordViewOutlet view={view} entityId={entityId} />
      </Stack>
    );
  }

  return (
    <Stack gap="4">
      {heading}
      {showSearch && (
        <SearchPanel
          key={entityId}
          search={search.model}
          advancedSearch={advancedSearch.model}
          state={state}
          onApply={(change) => {
            setSelected(new Set());
            update({ ...change, page: 1, searched: true });
          }}
          onReset={() => {
            setSelected(new Set());
            update({
              search: {},
              advancedSearch: {},
              archived: DEFAULT_LIST_STATE.archived,
              page: 1,
              searched: false,
            });
            if (dossierQuery) void navigate({ to: ".", search: clearedQuerySearch(defaultQuery) });
          }}
        />
      )}
      {dossierQuery && (
        <ActiveQueryFilter
          entityId={entityId}
          uuid={dossierQuery}
          onClear={() => {
            setSelected(new Set());
            update({ page: 1 });
            void navigate({ to: ".", search: clearedQuerySearch(defaultQuery) });
          }}
        />
      )}
      <BulkToolbar
        entityId={entityId}
        selectedIds={chosen.map((record) => record.id)}
        selectedVersions={Object.fromEntries(
          chosen.flatMap((record) => (record.version === undefined ? [] : [[record.id, record.version]])),
        )}
        listQuery={query}
        canExport={may("export") || may("export_csv")}
        canMerge={may("merge")}
        canMassUpdate={may("massupdate")}
        onChanged={() => {
          setSelected(new Set());
          void queryClient.invalidateQueries({ queryKey: recordListKeys.all });
        }}
        count={chosen.length}
        canDelete={may("delete")}
        canArchive={list.data.entity.archiveable === true && may("archive")}
        anyArchived={chosen.some((record) => record.archived)}
        anyActive={chosen.some((record) => !record.archived)}
        busy={bulk.busy}
        onRun={runBulk}
      />
      {waitsForSearch ? (
        <Alert status="info">{t("First enter some search parameters")}</Alert>
      ) : records.error ? (
        <ListNotice kind="error" error={records.error} onRetry={() => void records.refetch()} />
      ) : records.isPending ? (
        <Spinner role="status" aria-label={t("Loading")} />
      ) : (
        <>
          <RecordTable
            model={model}
            columns={columns}
            records={rows}
            labels={records.data?.labels}
            selected={selected}
            onSelect={select}
            onSelectAll={(on) => setSelected(on ? new Set(rows.map((record) => record.id)) : new Set())}
            sort={state.sort}
            onSort={(key) => update({ sort: nextSort(state.sort, key), page: 1 })}
            onClearSort={() => update({ sort: null, page: 1 })}
            onOpen={open}
            onQuickEdit={setQuickEdit}
            changed={changed}
            footer={
              admin && columns.some((item) => item.aggregations.length > 0) ? (
                <AggregateRow
                  columns={columns}
                  chosen={aggregates}
                  results={records.data?.aggregations ?? []}
                  onChoose={(itemId, fn) => setAggregates((old) => ({ ...old, [itemId]: fn }))}
                />
              ) : undefined
            }
          />
          {rows.length === 0 && <ListNotice kind="empty" />}
        </>
      )}
      {pager && (
        <HStack justify="space-between" wrap="wrap" gap="3">
          <Pager
            current={pager.current}
            pages={pager.pages}
            onChange={(page) => {
              setSelected(new Set());
              update({ page });
            }}
          />
          {showPageSize && (
            <PageSizeSelect
              value={state.limit}
              onChange={(size) => update({ limit: pageSizeOf(size), page: 1 })}
            />
          )}
        </HStack>
      )}
      {quickEdit && (
        <QuickEditDialog
          entityId={entityId}
          record={quickEdit}
          canEdit={may("edit") && !quickEdit.archived}
          labels={records.data?.labels}
          onClose={() => setQuickEdit(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: recordListKeys.all })}
        />
      )}
    </Stack>
  );
}

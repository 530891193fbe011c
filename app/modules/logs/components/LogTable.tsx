import { Table } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { Pager as PagerInfo } from "../../../../schemas";
import { Pager } from "../../../components/Pager";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
import { ResultStates } from "../../user/components/ResultStates";
import { csvExportUrl } from "../utils/csvExportUrl";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";
import { LogFilters } from "./LogFilters";
import { LogRecordLink } from "./LogRecordLink";
import { LogUserLink } from "./LogUserLink";

/** What every log entry has, whichever log it comes from. */
interface LogTableEntry {
  id: number | string;
  datetime: string;
  type: string;
  user_id?: number | null;
  username?: string | null;
  def_dossier_id: number | null;
  content_dossier_id: number | null;
}

export interface LogTableProps<Entry extends LogTableEntry> {
  /** Tells the filter fields' ids apart. */
  idPrefix: string;
  environmentId: number;
  /** The types to choose from and to name in the type column: value and (untranslated) label. */
  types: readonly (readonly [string, string])[];
  /** The filters the page opens with (e.g. a user from the address). */
  initialFilters?: LogFilterValues;
  /** Where the CSV file of what the filters find is served. */
  exportPath: string;
  /** The query's key for one page of filtered entries. */
  queryKey: (filters: LogFilterValues, page: number) => readonly unknown[];
  /** Fetches one page of filtered entries. */
  fetchPage: (filters: LogFilterValues, page: number) => Promise<{ results: Entry[]; pager: PagerInfo }>;
  /** The table's (translated) accessible name. */
  label: string;
  /** The (translated) header of the last column, which differs per log. */
  lastColumn: string;
  /** The last column's cell content of an entry. */
  lastCell: (entry: Entry) => ReactNode;
  /** Extra attributes of an entry's row, e.g. data attributes for tests. */
  rowAttributes?: (entry: Entry) => Record<string, string>;
}

/**
 * A log page's body: the filters with the CSV link, the paged table of date, user, type, entity, record and one
 * column of the log's own, and the pager. Changing a filter goes back to the first page.
 */
export function LogTable<Entry extends LogTableEntry>({
  idPrefix,
  environmentId,
  types,
  initialFilters,
  exportPath,
  queryKey,
  fetchPage,
  label,
  lastColumn,
  lastCell,
  rowAttributes,
}: LogTableProps<Entry>) {
  const t = useT();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const [filters, setFilters] = useState<LogFilterValues>(initialFilters ?? {});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: queryKey(filters, page),
    queryFn: () => fetchPage(filters, page),
    placeholderData: keepPreviousData,
  });
  const typeLabels = new Map<string, string>(types);
  const entities = new Map((environment.data?.defdossiers ?? []).map((entity) => [entity.id, entity]));
  const entries = log.data?.results ?? [];
  return (
    <>
      <LogFilters
        idPrefix={idPrefix}
        environmentId={environmentId}
        types={types}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        exportUrl={csvExportUrl(exportPath, { ...logQueryOf(environmentId, filters), locale })}
      />
      <ResultStates query={log} empty={entries.length === 0} />
      {entries.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={label}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("User")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Record")}</Table.ColumnHeader>
                <Table.ColumnHeader>{lastColumn}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => {
                const entity = entry.def_dossier_id ? entities.get(entry.def_dossier_id) : undefined;
                return (
                  <Table.Row key={entry.id} {...rowAttributes?.(entry)}>
                    <Table.Cell whiteSpace="nowrap">{formatDate(entry.datetime, true)}</Table.Cell>
                    <Table.Cell>
                      <LogUserLink userId={entry.user_id ?? null} username={entry.username ?? null} />
                    </Table.Cell>
                    <Table.Cell>{t(typeLabels.get(entry.type) ?? entry.type)}</Table.Cell>
                    <Table.Cell>{entity ? entityName(entity, locale) : ""}</Table.Cell>
                    <Table.Cell>
                      <LogRecordLink recordId={entry.content_dossier_id} />
                    </Table.Cell>
                    <Table.Cell>{lastCell(entry)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager current={page} pages={log.data?.pager.pages ?? 1} onChange={setPage} />
    </>
  );
}

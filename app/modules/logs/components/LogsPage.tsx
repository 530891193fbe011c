import { Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { ResultStates } from "../../user/components/ResultStates";
import { type EnvironmentLogEntry, listEnvironmentLog } from "../api/listEnvironmentLog";
import { csvExportUrl } from "../utils/csvExportUrl";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";
import { logTypeLabels } from "../utils/logTypeLabels";
import { LogFilters } from "./LogFilters";
import { LogRecordLink } from "./LogRecordLink";
import { LogUserLink } from "./LogUserLink";

export const LOG_ENTRIES_PER_PAGE = 25;

/** The change log's types, as the record's change log names them. */
export const CHANGE_LOG_TYPES = Object.entries(logTypeLabels);
const typeLabels = new Map<string, string>(CHANGE_LOG_TYPES);

const shown = (value: unknown) =>
  value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value);

/** What an entry changed, one "item: old → new" per value; values hidden from the caller never come. */
function Changes({ entry }: { entry: EnvironmentLogEntry }) {
  return (
    <Stack gap="0.5">
      {(entry.changes ?? []).map((change, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the changes of one entry never move
        <Text key={index} textStyle="sm">
          <Text as="span" fontWeight="semibold">
            {shown(change.defDisplayItemName)}
          </Text>
          : {shown(change.oldValue)} → {shown(change.newValue)}
        </Text>
      ))}
    </Stack>
  );
}

/** /logs: the environment's change log, filtered by user, type, entity and days, paged, as a CSV file. */
export function LogsPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Logs")}>
      {(environmentId) => <EnvironmentLog environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function EnvironmentLog({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const [filters, setFilters] = useState<LogFilterValues>({});
  const [page, setPage] = useState(1);
  const log = useQuery({
    queryKey: ["environment-log", environmentId, filters, page, locale],
    queryFn: () => listEnvironmentLog(environmentId, filters, { page, limit: LOG_ENTRIES_PER_PAGE, locale }),
    placeholderData: keepPreviousData,
  });
  const entities = new Map((environment.data?.defdossiers ?? []).map((entity) => [entity.id, entity]));
  const entries = log.data?.results ?? [];
  return (
    <>
      <LogFilters
        idPrefix="logs"
        environmentId={environmentId}
        types={CHANGE_LOG_TYPES}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        exportUrl={csvExportUrl("/dossierlog/export.csv", { ...logQueryOf(environmentId, filters), locale })}
      />
      <ResultStates query={log} empty={entries.length === 0} />
      {entries.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("Change log")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("User")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Record")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Changes")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => {
                const entity = entry.def_dossier_id ? entities.get(entry.def_dossier_id) : undefined;
                return (
                  <Table.Row key={entry.id}>
                    <Table.Cell whiteSpace="nowrap">{formatDate(entry.datetime, true)}</Table.Cell>
                    <Table.Cell>
                      <LogUserLink userId={entry.user_id ?? null} username={entry.username ?? null} />
                    </Table.Cell>
                    <Table.Cell>{t(typeLabels.get(entry.type) ?? entry.type)}</Table.Cell>
                    <Table.Cell>{entity ? entityName(entity, locale) : ""}</Table.Cell>
                    <Table.Cell>
                      <LogRecordLink recordId={entry.content_dossier_id} />
                    </Table.Cell>
                    <Table.Cell>
                      <Changes entry={entry} />
                    </Table.Cell>
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

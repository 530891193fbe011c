import { Table } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useSearch } from "@tanstack/react-router";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { ResultStates } from "../../user/components/ResultStates";
import { type ActivityEntry, listUserActivity } from "../api/listUserActivity";
import { csvExportUrl } from "../utils/csvExportUrl";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";
import { LogFilters } from "./LogFilters";
import { LogRecordLink } from "./LogRecordLink";
import { LogUserLink } from "./LogUserLink";

export const ACTIVITY_PER_PAGE = 25;

/** What the user activity holds: sign-ins, record views and exports. */
export const ACTIVITY_TYPES = [
  ["login", "Sign-in"],
  ["shown", "Shown"],
  ["export", "Export"],
] as const;

const typeLabels = new Map<string, string>(ACTIVITY_TYPES);

/**
 * /useractivity: who signed in, opened which record and exported what, filtered by user (also from the
 * address: ?user={id}, as a user's page links here), type, entity and days, paged, as a CSV file.
 */
export function UserActivityPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("User activity")}>
      {(environmentId) => <UserActivity environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function UserActivity({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const environment = useCurrentEnvironment();
  const search = useSearch({ strict: false }) as { user?: number };
  const [filters, setFilters] = useState<LogFilterValues>(
    search.user !== undefined ? { user: search.user } : {},
  );
  const [page, setPage] = useState(1);
  const activity = useQuery({
    queryKey: ["user-activity", environmentId, filters, page],
    queryFn: () => listUserActivity(environmentId, filters, { page, limit: ACTIVITY_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const entities = new Map((environment.data?.defdossiers ?? []).map((entity) => [entity.id, entity]));
  const entries = activity.data?.results ?? [];
  const details = (entry: ActivityEntry) => {
    if (entry.type !== "export" || !entry.extra_data) return "";
    const format = (entry.extra_data.format ?? "").toUpperCase();
    if (entry.extra_data.records !== undefined) {
      return t("{format}: {count, plural, one {# record} other {# records}}", {
        format,
        count: entry.extra_data.records,
      });
    }
    // A document made of one record: the template it was made with.
    return entry.extra_data.name ? `${format}: ${entry.extra_data.name}` : format;
  };
  return (
    <>
      <LogFilters
        idPrefix="activity"
        environmentId={environmentId}
        types={ACTIVITY_TYPES}
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        exportUrl={csvExportUrl("/log/export.csv", { ...logQueryOf(environmentId, filters), locale })}
      />
      <ResultStates query={activity} empty={entries.length === 0} />
      {entries.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("User activity")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Date")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("User")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Record")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Details")}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {entries.map((entry) => {
                const entity = entry.def_dossier_id ? entities.get(entry.def_dossier_id) : undefined;
                return (
                  <Table.Row key={entry.id} data-activity-type={entry.type}>
                    <Table.Cell whiteSpace="nowrap">{formatDate(entry.datetime, true)}</Table.Cell>
                    <Table.Cell>
                      <LogUserLink userId={entry.user_id} username={entry.username} />
                    </Table.Cell>
                    <Table.Cell>{t(typeLabels.get(entry.type) ?? entry.type)}</Table.Cell>
                    <Table.Cell>{entity ? entityName(entity, locale) : ""}</Table.Cell>
                    <Table.Cell>
                      <LogRecordLink recordId={entry.content_dossier_id} />
                    </Table.Cell>
                    <Table.Cell>{details(entry)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager current={page} pages={activity.data?.pager.pages ?? 1} onChange={setPage} />
    </>
  );
}

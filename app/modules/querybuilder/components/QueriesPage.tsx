import { Button, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { Pager } from "../../../components/Pager";
import { RowDeleteButton } from "../../../components/RowDeleteButton";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { useConfirmedDelete } from "../../../hooks/useConfirmedDelete";
import { useEntityName } from "../../../hooks/useEntityName";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { ResultStates } from "../../user/components/ResultStates";
import { deleteQuery } from "../api/deleteQuery";
import { listQueries } from "../api/listQueries";
import { queryKeys } from "../api/queryKeys";
import type { SavedQuery } from "../api/SavedQuery";
import { queryName } from "../utils/queryName";

/** Saved queries are listed 25 at a time. */
export const QUERIES_PER_PAGE = 25;

/** /querybuilder: the environment's saved queries, searched by name, with new, edit and delete. */
export function QueriesPage() {
  const t = useT();
  return (
    <OfEnvironmentPage title={t("Queries")}>
      {(environmentId) => <Queries environmentId={environmentId} />}
    </OfEnvironmentPage>
  );
}

function Queries({ environmentId }: { environmentId: number }) {
  const t = useT();
  const locale = useContentLocale();
  const entityOf = useEntityName();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const queries = useQuery({
    queryKey: queryKeys.list(environmentId, settled, page),
    queryFn: () => listQueries(environmentId, { search: settled, page, limit: QUERIES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const results = queries.data?.results ?? [];
  const removal = useConfirmedDelete({
    remove: (query: SavedQuery) => deleteQuery(query.id),
    label: (query) => queryName(query, locale),
    queryKey: queryKeys.ofEnvironment(environmentId),
    title: t("Delete query"),
    text: () => t("Are you sure?"),
  });
  return (
    <>
      <SearchToolbar value={search} onSearch={searchFor}>
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/querybuilder/$id" params={{ id: "0" }}>
            {t("New query")}
          </RouterLink>
        </Button>
      </SearchToolbar>
      <ResultStates query={queries} empty={results.length === 0} />
      {results.length > 0 && (
        <Table.ScrollArea position="relative">
          <Table.Root size="sm" aria-label={t("Queries")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Modified at")}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <VisuallyHidden>{t("Actions")}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {results.map((query) => (
                <Table.Row key={query.id}>
                  <Table.Cell>
                    <Link asChild>
                      <RouterLink to="/querybuilder/$id" params={{ id: String(query.id) }}>
                        {queryName(query, locale)}
                      </RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{entityOf(query.defDossier)}</Table.Cell>
                  <Table.Cell>
                    {query.modified_at ? new Date(query.modified_at).toLocaleString() : ""}
                  </Table.Cell>
                  <Table.Cell textAlign="end">
                    <RowDeleteButton name={queryName(query, locale)} onClick={() => removal.ask(query)} />
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager current={page} pages={queries.data?.pager.pages ?? 1} onChange={setPage} />
      {removal.dialog}
    </>
  );
}

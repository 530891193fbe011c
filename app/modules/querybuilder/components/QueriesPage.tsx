import { Button, HStack, Input, Link, Table, VisuallyHidden } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { entityName } from "../../shell/utils/entityName";
import { OfEnvironmentPage } from "../../user/components/OfEnvironmentPage";
import { ResultStates } from "../../user/components/ResultStates";
import { deleteQuery } from "../api/deleteQuery";
import { listQueries } from "../api/listQueries";
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
  const environment = useCurrentEnvironment();
  const queryClient = useQueryClient();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const [deleting, setDeleting] = useState<SavedQuery | null>(null);
  const queries = useQuery({
    queryKey: ["savedQueries", environmentId, settled, page],
    queryFn: () => listQueries(environmentId, { search: settled, page, limit: QUERIES_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const results = queries.data?.results ?? [];
  const entityOf = (id: number) => {
    const entity = (environment.data?.defdossiers ?? []).find((e) => e.id === id);
    return entity ? entityName(entity, locale) : `#${id}`;
  };
  const remove = async (query: SavedQuery) => {
    setDeleting(null);
    try {
      await deleteQuery(query.id);
      toaster.create({ type: "success", title: t("Item has been deleted"), duration: 2500 });
    } catch {
      toaster.create({ type: "error", title: t("Something went wrong"), duration: 5000 });
    }
    await queryClient.invalidateQueries({ queryKey: ["savedQueries", environmentId] });
  };
  return (
    <>
      <HStack justify="space-between" wrap="wrap">
        <Input
          type="search"
          maxW="sm"
          aria-label={t("Search")}
          placeholder={t("Search")}
          value={search}
          onChange={(event) => searchFor(event.target.value)}
        />
        <Button asChild size="sm" colorPalette="teal">
          <RouterLink to="/querybuilder/$id" params={{ id: "0" }}>
            {t("New query")}
          </RouterLink>
        </Button>
      </HStack>
      <ResultStates query={queries} empty={results.length === 0} />
      {results.length > 0 && (
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
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={t("Delete {name}", { name: queryName(query, locale) })}
                    onClick={() => setDeleting(query)}
                  >
                    {t("Delete")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={queries.data?.pager.pages ?? 1} onChange={setPage} />
      <ConfirmDialog
        open={deleting !== null}
        title={t("Delete query")}
        text={t("Are you sure?")}
        confirmLabel={t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => deleting && void remove(deleting)}
        onCancel={() => setDeleting(null)}
      />
    </>
  );
}

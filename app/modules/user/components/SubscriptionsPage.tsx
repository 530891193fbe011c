import { Button, Input, Link, Stack, Table, Text } from "@chakra-ui/react";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { formatDate } from "../../../dates/formatDate";
import { useSearchedPages } from "../../../hooks/useSearchedPages";
import { useT } from "../../../i18n/useT";
import { ContractOverview } from "../../contracts/components/ContractOverview";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { subscribeListedRecord } from "../../records/api/subscribeListedRecord";
import { entityName } from "../../shell/utils/entityName";
import { listSubscriptions } from "../api/listSubscriptions";
import { userKeys } from "../api/userKeys";
import { useMe } from "../hooks/useMe";
import { OfEnvironmentPage } from "./OfEnvironmentPage";
import { ResultStates } from "./ResultStates";

export const SUBSCRIPTIONS_PER_PAGE = 25;

/**
 * /subscriptions: the records the user follows in the chosen environment, newest first, each to unfollow; for
 * contract admins also their contract, with the way to /upgrade.
 */
export function SubscriptionsPage() {
  const t = useT();
  const me = useMe();
  return (
    <Stack gap="8">
      <OfEnvironmentPage title={t("Subscriptions")}>
        {(environmentId) => <Subscriptions environmentId={environmentId} />}
      </OfEnvironmentPage>
      {me.data?.contract_admin && (
        <Stack gap="3" align="flex-start">
          <ContractOverview />
          <Button asChild colorPalette="blue">
            <RouterLink to="/upgrade">{t("Upgrade")}</RouterLink>
          </Button>
        </Stack>
      )}
    </Stack>
  );
}

function Subscriptions({ environmentId }: { environmentId: number }) {
  const t = useT();
  const environment = useCurrentEnvironment();
  const locale = useContentLocale();
  const queryClient = useQueryClient();
  const { search, settled, page, setPage, searchFor } = useSearchedPages();
  const followed = useQuery({
    queryKey: userKeys.subscriptions(environmentId, settled, page),
    queryFn: () => listSubscriptions(environmentId, { search: settled, page, limit: SUBSCRIPTIONS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
  const unfollow = useMutation({
    mutationFn: (recordId: number) => subscribeListedRecord(recordId, false),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.subscriptionsAll }),
    onError: () => toaster.create({ type: "error", title: t("Something went wrong"), duration: 5000 }),
  });
  const entities = new Map((environment.data?.defdossiers ?? []).map((entity) => [entity.id, entity]));
  const results = followed.data?.results ?? [];
  return (
    <>
      <Input
        type="search"
        maxW="sm"
        aria-label={t("Search")}
        placeholder={t("Search")}
        value={search}
        onChange={(event) => searchFor(event.target.value)}
      />
      <ResultStates query={followed} empty={results.length === 0} />
      {results.length > 0 && (
        <Table.ScrollArea borderWidth="1px" rounded="md">
          <Table.Root size="sm" aria-label={t("Subscriptions")}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t("Record")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
                <Table.ColumnHeader>{t("Following since")}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {results.map((row) => {
                const entity = entities.get(row.def_dossier_id);
                const label = row.summary?.trim() || `#${row.content_dossier_id}`;
                return (
                  <Table.Row key={row.content_dossier_id} data-record-id={row.content_dossier_id}>
                    <Table.Cell>
                      <Link asChild colorPalette="blue">
                        <RouterLink to="/contentdossier/$id" params={{ id: String(row.content_dossier_id) }}>
                          {label}
                        </RouterLink>
                      </Link>
                      {row.archived && (
                        <Text as="span" color="fg.muted" fontSize="sm" ms="2">
                          ({t("Archived")})
                        </Text>
                      )}
                    </Table.Cell>
                    <Table.Cell>{entity ? entityName(entity, locale) : ""}</Table.Cell>
                    <Table.Cell>{formatDate(row.created_at, true)}</Table.Cell>
                    <Table.Cell textAlign="end">
                      <Button
                        size="xs"
                        variant="outline"
                        loading={unfollow.isPending && unfollow.variables === row.content_dossier_id}
                        onClick={() => unfollow.mutate(row.content_dossier_id)}
                        aria-label={t("Stop subscription: {record}", { record: label })}
                      >
                        {t("Stop subscription")}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager current={page} pages={followed.data?.pager.pages ?? 1} onChange={setPage} />
    </>
  );
}

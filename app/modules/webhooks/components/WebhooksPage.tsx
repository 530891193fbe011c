import { Badge, Button, Link, Stack, Table } from "@chakra-ui/react";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { useDebounced } from "../../../../widgets/controls/useDebounced";
import { Pager } from "../../../components/Pager";
import { SearchToolbar } from "../../../components/SearchToolbar";
import { useT } from "../../../i18n/useT";
import { listWebhooks } from "../api/listWebhooks";
import { webhookKeys } from "../api/webhookKeys";
import { AdminKeyPage } from "./AdminKeyPage";
import { ListState } from "./ListState";
import { NewWebhookDialog } from "./NewWebhookDialog";

/** /webhooks: the environment's webhooks (kedo.webhooks), each linked to its page with its delivery log. */
export function WebhooksPage() {
  const t = useT();
  return (
    <AdminKeyPage title={t("Webhooks")} credential="kedo.webhooks">
      {(environmentId) => <WebhookList environmentId={environmentId} />}
    </AdminKeyPage>
  );
}

function WebhookList({ environmentId }: { environmentId: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [search, setSearch] = useState("");
  const name = useDebounced(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const webhooks = useQuery({
    queryKey: webhookKeys.list(environmentId, name, page),
    queryFn: () => listWebhooks({ environment: environmentId, name, page }),
    placeholderData: keepPreviousData,
  });
  const rows = webhooks.data?.results ?? [];
  return (
    <Stack gap="4">
      <SearchToolbar
        maxW="xs"
        value={search}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
      >
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
          {t("New webhook")}
        </Button>
      </SearchToolbar>
      <ListState query={webhooks} empty={webhooks.isSuccess && rows.length === 0} />
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Webhooks")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("URL")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Events")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Active")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((webhook) => (
              <Table.Row key={webhook.id}>
                <Table.Cell>
                  <Link asChild>
                    <RouterLink to="/webhook/$id" params={{ id: String(webhook.id) }}>
                      {webhook.name}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell wordBreak="break-all">{webhook.url}</Table.Cell>
                <Table.Cell>{webhook.events.length}</Table.Cell>
                <Table.Cell>
                  <Badge colorPalette={webhook.active ? "green" : "gray"}>
                    {webhook.active ? t("Yes") : t("No")}
                  </Badge>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={webhooks.data?.pager.pages ?? 0} onChange={setPage} />
      {adding && (
        <NewWebhookDialog
          environmentId={environmentId}
          onClose={() => setAdding(false)}
          onCreated={() =>
            void queryClient.invalidateQueries({ queryKey: webhookKeys.ofEnvironment(environmentId) })
          }
        />
      )}
    </Stack>
  );
}

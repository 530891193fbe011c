import { Badge, Button, HStack, Stack, Table, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { AdminKeyPage } from "../../webhooks/components/AdminKeyPage";
import { ListState } from "../../webhooks/components/ListState";
import type { EmbedToken } from "../api/EmbedToken";
import { embedTokenKeys } from "../api/embedTokenKeys";
import { listEmbedTokens } from "../api/listEmbedTokens";
import { revokeEmbedToken } from "../api/revokeEmbedToken";
import { useEntityChoices } from "../hooks/useEntityChoices";
import { tokenState } from "../utils/embedSnippets";
import { expiryDayOf } from "../utils/tokenChanges";
import { actionLabels } from "./actionLabels";
import { EditEmbedTokenDialog } from "./EditEmbedTokenDialog";
import { NewEmbedTokenDialog } from "./NewEmbedTokenDialog";

const STATE_COLOURS = { Active: "green", Expired: "gray", Revoked: "red" } as const;

/**
 * /embedtokens: the environment's embed tokens (environment and super admins): who may embed which form
 * where and until when, a new token with its snippets, changing a token's name, origins or expiry, and
 * revoking one.
 */
export function EmbedTokensPage() {
  const t = useT();
  return (
    <AdminKeyPage title={t("Embedding")} credential="environment-admin">
      {(environmentId) => <EmbedTokenList environmentId={environmentId} />}
    </AdminKeyPage>
  );
}

function EmbedTokenList({ environmentId }: { environmentId: number }) {
  const t = useT();
  const { nameOf } = useEntityChoices();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<EmbedToken | null>(null);
  const [revoking, setRevoking] = useState<EmbedToken | null>(null);
  const [failed, setFailed] = useState(false);
  const tokens = useQuery({
    queryKey: embedTokenKeys.ofEnvironment(environmentId),
    queryFn: () => listEmbedTokens(environmentId),
  });
  const refresh = () =>
    void queryClient.invalidateQueries({ queryKey: embedTokenKeys.ofEnvironment(environmentId) });
  const rows = tokens.data?.results ?? [];

  const revoke = async (token: EmbedToken) => {
    setRevoking(null);
    try {
      await revokeEmbedToken(token.id);
      setFailed(false);
    } catch {
      setFailed(true);
    }
    refresh();
  };

  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text>{t("Embed one form of this environment in another site, with a token per form.")}</Text>
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
          {t("New embed token")}
        </Button>
      </HStack>
      {failed && <Alert status="danger">{t("Something went wrong")}</Alert>}
      <ListState query={tokens} empty={tokens.isSuccess && rows.length === 0} />
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Embed tokens")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Name")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Entity")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Action")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Role")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Allowed origins")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Expires on")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Status")}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((token) => {
              const state = tokenState(token);
              return (
                <Table.Row key={token.id}>
                  <Table.Cell>{token.name}</Table.Cell>
                  <Table.Cell>{nameOf(token.entity)}</Table.Cell>
                  <Table.Cell>
                    {t(actionLabels[token.action])}
                    {token.record !== null && ` #${token.record}`}
                  </Table.Cell>
                  <Table.Cell>{token.role.name ?? `#${token.role.id}`}</Table.Cell>
                  <Table.Cell wordBreak="break-all">{token.allowedOrigins.join(", ")}</Table.Cell>
                  {/* The chosen day, as the dialogs show it (a day's end in UTC is the next day in Amsterdam). */}
                  <Table.Cell>{formatDate(expiryDayOf(token.expiresAt))}</Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={STATE_COLOURS[state]}>{t(state)}</Badge>
                  </Table.Cell>
                  <Table.Cell>
                    {/* A revoked token stays revoked: nothing of it is worth changing. */}
                    {state !== "Revoked" && (
                      <HStack gap="1" justify="end">
                        <Button
                          size="xs"
                          variant="ghost"
                          aria-label={t("Edit {name}", { name: token.name })}
                          onClick={() => setEditing(token)}
                        >
                          {t("Edit")}
                        </Button>
                        <Button
                          size="xs"
                          variant="ghost"
                          colorPalette="red"
                          aria-label={t("Revoke {name}", { name: token.name })}
                          onClick={() => setRevoking(token)}
                        >
                          {t("Revoke")}
                        </Button>
                      </HStack>
                    )}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
      {adding && (
        <NewEmbedTokenDialog
          environmentId={environmentId}
          onClose={() => setAdding(false)}
          onCreated={refresh}
        />
      )}
      {editing && <EditEmbedTokenDialog token={editing} onClose={() => setEditing(null)} onSaved={refresh} />}
      <ConfirmDialog
        open={revoking !== null}
        title={t("Revoke {name}", { name: revoking?.name ?? "" })}
        text={t("Forms embedded with this token stop working at once.")}
        confirmLabel={t("Revoke")}
        cancelLabel={t("Cancel")}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </Stack>
  );
}

import {
  Box,
  Button,
  Checkbox,
  Dialog,
  Field,
  Link,
  Portal,
  Spinner,
  Stack,
  Table,
  Text,
  Wrap,
} from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useCallback, useState } from "react";
import type { LogEntry } from "../../../../schemas";
import { LOG_TYPES } from "../../../../schemas/names";
import { Picker } from "../../../../widgets/controls/Picker";
import { Alert } from "../../../../widgets/theme/Alert";
import { Pager } from "../../../components/Pager";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { logTypeLabels } from "../../logs/utils/logTypeLabels";
import { searchMembers } from "../../messages/api/searchMembers";
import { memberOption } from "../../messages/utils/memberOption";
import { listChangeLog } from "../api/listChangeLog";
import { recordKeys } from "../api/recordKeys";

/** Spec 9: the log's user filter asks for 100 users at a time. */
const USER_LIMIT = 100;

export interface ChangeLogDialogProps {
  open: boolean;
  record: { id: number; summary: string | null };
  onClose: () => void;
}

const shown = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/** What an entry changed: "item: old → new" per value, or to whom a secure share went. */
function ChangeList({ entry }: { entry: LogEntry }) {
  const t = useT();
  const contacts = entry.extra_data?.contacts ?? [];
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
      {contacts.length > 0 && (
        <Text textStyle="sm">
          {t("Shared with {emails}", { emails: contacts.map((c) => c.email).join(", ") })}
        </Text>
      )}
    </Stack>
  );
}

/** 'Logs: {summary}': the record's change log with type and user filters, newest first, paged. */
export function ChangeLogDialog({ open, record, onClose }: ChangeLogDialogProps) {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  // Field names in the interface's language, as the record page shows them.
  const locale = useContentLocale();
  const [types, setTypes] = useState<string[]>([]);
  const [users, setUsers] = useState<number[]>([]);
  const [page, setPage] = useState(1);
  const user = users[0];
  const log = useQuery({
    queryKey: recordKeys.changeLog([environmentId, record.id, types, user ?? null, page, locale]),
    queryFn: () =>
      listChangeLog({
        environment: environmentId as number,
        dossier: record.id,
        page,
        types,
        locale,
        ...(user !== undefined ? { user } : {}),
      }),
    enabled: open && environmentId !== null,
    placeholderData: keepPreviousData,
  });
  const search = useCallback(
    async (query: string) =>
      environmentId === null ? [] : (await searchMembers(environmentId, query, USER_LIMIT)).map(memberOption),
    [environmentId],
  );
  const toggle = (type: string, on: boolean) => {
    setTypes((current) => (on ? [...current, type] : current.filter((other) => other !== type)));
    setPage(1);
  };
  const entries = log.data?.results ?? [];

  return (
    <Dialog.Root open={open} size="xl" onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>
                {t("Logs: {summary}", { summary: record.summary ?? `#${record.id}` })}
              </Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {environmentId === null ? (
                <Alert status="info">{t("No environment selected")}</Alert>
              ) : (
                <Stack gap="4">
                  <Stack direction={{ base: "column", md: "row" }} gap="4" align="start">
                    {/* A fieldset, not a Field: a Field would give every checkbox its one id. */}
                    <Box as="fieldset" flex="1">
                      <Text as="legend" fontWeight="medium" textStyle="sm" mb="1.5">
                        {t("Type")}
                      </Text>
                      <Wrap gap="3">
                        {LOG_TYPES.map((type) => (
                          <Checkbox.Root
                            key={type}
                            size="sm"
                            checked={types.includes(type)}
                            onCheckedChange={(event) => toggle(type, event.checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{t(logTypeLabels[type])}</Checkbox.Label>
                          </Checkbox.Root>
                        ))}
                      </Wrap>
                    </Box>
                    <Field.Root flex="1">
                      <Field.Label htmlFor="changelog-user">{t("User")}</Field.Label>
                      <Picker
                        id="changelog-user"
                        selected={users}
                        labelOf={(id) => `#${id}`}
                        search={search}
                        multiple={false}
                        delay={300}
                        onChange={(ids) => {
                          setUsers(ids);
                          setPage(1);
                        }}
                      />
                    </Field.Root>
                  </Stack>
                  {log.isPending && <Spinner />}
                  {log.isError && <Alert status="warning">{t("Something went wrong")}</Alert>}
                  {log.isSuccess && entries.length === 0 && (
                    <Alert status="info">{t("No items found")}</Alert>
                  )}
                  {entries.length > 0 && (
                    <Table.ScrollArea borderWidth="1px" rounded="md">
                      <Table.Root size="sm" aria-label={t("Change log")}>
                        <Table.Header>
                          <Table.Row>
                            <Table.ColumnHeader>{t("Date")}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t("User")}</Table.ColumnHeader>
                            <Table.ColumnHeader>{t("Changes")}</Table.ColumnHeader>
                          </Table.Row>
                        </Table.Header>
                        <Table.Body>
                          {entries.map((entry) => (
                            <Table.Row key={entry.id}>
                              <Table.Cell whiteSpace="nowrap">{formatDate(entry.datetime, true)}</Table.Cell>
                              <Table.Cell>{t(logTypeLabels[entry.type])}</Table.Cell>
                              <Table.Cell>
                                {entry.user_id ? (
                                  <Link asChild>
                                    <RouterLink to="/user/$id" params={{ id: String(entry.user_id) }}>
                                      {entry.username ?? `#${entry.user_id}`}
                                    </RouterLink>
                                  </Link>
                                ) : (
                                  entry.username
                                )}
                              </Table.Cell>
                              <Table.Cell>
                                <ChangeList entry={entry} />
                              </Table.Cell>
                            </Table.Row>
                          ))}
                        </Table.Body>
                      </Table.Root>
                    </Table.ScrollArea>
                  )}
                  <Pager current={page} pages={log.data?.pager.pages ?? 0} onChange={setPage} />
                </Stack>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("Close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

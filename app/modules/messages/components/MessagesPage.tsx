import { Button, Heading, HStack, Link, Spinner, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { Pager } from "../../../components/Pager";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { shorten } from "../../shell/utils/shorten";
import { listMessages } from "../api/listMessages";
import type { MessageItem } from "../api/MessageItem";
import { messageKeys } from "../api/messageKeys";
import { messagePreview, TITLE_CUT } from "../utils/messagePreview";
import { ComposeMessageDialog } from "./ComposeMessageDialog";
import { NoEnvironment } from "./NoEnvironment";

const PAGE_SIZE = 20;
type Box = "incoming" | "outgoing";

/** Who a message is from (incoming) or to (outgoing). */
const counterpart = (message: MessageItem, box: Box) =>
  box === "incoming" ? (message.sender_name ?? "") : message.recipients.map((r) => r.username).join(", ");

/** /messages: the inbox (incoming or outgoing, newest first, unread ones in bold) and a new-message button. */
export function MessagesPage() {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const [box, setBox] = useState<Box>("incoming");
  const [page, setPage] = useState(1);
  const [composing, setComposing] = useState(false);
  const messages = useQuery({
    queryKey: messageKeys.list(environmentId, box, page),
    queryFn: () =>
      listMessages({ environment: environmentId as number, filter: box, limit: PAGE_SIZE, page }),
    enabled: environmentId !== null,
    placeholderData: keepPreviousData,
  });

  if (environmentId === null) return <NoEnvironment />;
  const results = messages.data?.results ?? [];

  return (
    <Stack gap="4">
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {t("Messages")}
        </Heading>
        <Button colorPalette="teal" size="sm" onClick={() => setComposing(true)}>
          {t("New message")}
        </Button>
      </HStack>
      <Tabs.Root
        value={box}
        onValueChange={(event) => {
          setBox(event.value === "outgoing" ? "outgoing" : "incoming");
          setPage(1);
        }}
      >
        <Tabs.List>
          <Tabs.Trigger value="incoming">{t("Incoming")}</Tabs.Trigger>
          <Tabs.Trigger value="outgoing">{t("Outgoing")}</Tabs.Trigger>
        </Tabs.List>
        {/* A panel per tab, so each tab controls one (ARIA); only the open box's list is drawn. */}
        {(["incoming", "outgoing"] as const).map((value) => (
          <Tabs.Content key={value} value={value}>
            {value === box && (
              <Stack gap="4">
                {messages.isPending && <Spinner />}
                {messages.isError && <Alert status="warning">{t("Something went wrong")}</Alert>}
                {messages.isSuccess && results.length === 0 && (
                  <Alert status="info">{t("No items found")}</Alert>
                )}
                {results.length > 0 && (
                  <Table.ScrollArea borderWidth="1px" rounded="md">
                    <Table.Root size="sm" aria-label={box === "incoming" ? t("Incoming") : t("Outgoing")}>
                      <Table.Header>
                        <Table.Row>
                          <Table.ColumnHeader>{box === "incoming" ? t("From") : t("To")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t("Title")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t("Message")}</Table.ColumnHeader>
                          <Table.ColumnHeader>{t("Date")}</Table.ColumnHeader>
                        </Table.Row>
                      </Table.Header>
                      <Table.Body>
                        {results.map((message) => {
                          const unread = box === "incoming" && !message.read_date;
                          return (
                            <Table.Row
                              key={message.id}
                              fontWeight={unread ? "semibold" : "normal"}
                              data-unread={unread}
                            >
                              <Table.Cell>{counterpart(message, box)}</Table.Cell>
                              <Table.Cell>
                                <Link asChild>
                                  <RouterLink to="/messages/$id" params={{ id: String(message.id) }}>
                                    {shorten(message.title, TITLE_CUT)}
                                  </RouterLink>
                                </Link>
                              </Table.Cell>
                              <Table.Cell>
                                <Text>{messagePreview(message.message_text)}</Text>
                              </Table.Cell>
                              <Table.Cell whiteSpace="nowrap">
                                {formatDate(message.created_at, true)}
                              </Table.Cell>
                            </Table.Row>
                          );
                        })}
                      </Table.Body>
                    </Table.Root>
                  </Table.ScrollArea>
                )}
                <Pager current={page} pages={messages.data?.pager.pages ?? 0} onChange={setPage} />
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <ComposeMessageDialog
        open={composing}
        environmentId={environmentId}
        onClose={() => {
          setComposing(false);
          void messages.refetch();
        }}
      />
    </Stack>
  );
}

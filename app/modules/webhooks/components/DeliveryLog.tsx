import { Button, Heading, HStack, List, Stack, Table, Text, VisuallyHidden } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Pager } from "../../../components/Pager";
import { toaster } from "../../../components/toaster";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { listDeliveries } from "../api/listDeliveries";
import { resendDelivery } from "../api/resendDelivery";
import type { Delivery, DeliveryAttempt } from "../api/Webhook";
import { webhookKeys } from "../api/webhookKeys";
import { ListState } from "./ListState";
import { WebhookStatus } from "./WebhookStatus";

/** What the receiver answered: its status code, else why there was no answer. */
function answerOf(entry: { status_code: number | null; error: string | null }): string {
  return entry.status_code !== null ? `HTTP ${entry.status_code}` : (entry.error ?? "");
}

/**
 * The webhook's delivery log: time, event, status, attempts and the last answer, each attempt listed, and
 * 'Send again'. Read again every 5 seconds while a delivery is pending.
 */
export function DeliveryLog({ webhookId }: { webhookId: number }) {
  const t = useT();
  const [page, setPage] = useState(1);
  const deliveries = useQuery({
    queryKey: webhookKeys.deliveries(webhookId, page),
    queryFn: () => listDeliveries(webhookId, page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((delivery) => delivery.status === "pending") ? 5000 : false,
  });
  const again = async (delivery: Delivery) => {
    try {
      await resendDelivery(delivery.id);
      toaster.create({ type: "success", title: t("The delivery will be sent again") });
      setPage(1);
      await deliveries.refetch();
    } catch {
      toaster.create({ type: "error", title: t("Something went wrong") });
    }
  };
  const rows = deliveries.data?.results ?? [];
  return (
    <Stack gap="3" as="section" aria-labelledby="delivery-log">
      <HStack justify="space-between">
        <Heading as="h2" size="md" id="delivery-log">
          {t("Delivery log")}
        </Heading>
        <Button size="xs" variant="outline" onClick={() => void deliveries.refetch()}>
          {t("Refresh")}
        </Button>
      </HStack>
      <ListState query={deliveries} empty={deliveries.isSuccess && rows.length === 0} />
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Delivery log")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Time")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Event")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Status")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Attempts")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Answer")}</Table.ColumnHeader>
              <Table.ColumnHeader>
                <VisuallyHidden>{t("Actions")}</VisuallyHidden>
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((delivery) => (
              <Table.Row key={delivery.id} data-testid="delivery">
                <Table.Cell>{formatDate(delivery.created_at, true)}</Table.Cell>
                <Table.Cell>{delivery.event_name}</Table.Cell>
                <Table.Cell>
                  <WebhookStatus status={delivery.status} />
                </Table.Cell>
                <Table.Cell>
                  <AttemptList attempts={delivery.attempt_log} total={delivery.attempts} />
                </Table.Cell>
                <Table.Cell>
                  <Text fontSize="sm">{answerOf(delivery)}</Text>
                  {delivery.next_attempt_at && delivery.attempts > 0 && (
                    <Text fontSize="xs">
                      {t("Next attempt")}: {formatDate(delivery.next_attempt_at, true)}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell>
                  <Button size="xs" variant="outline" onClick={() => void again(delivery)}>
                    {t("Send again")}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <Pager current={page} pages={deliveries.data?.pager.pages ?? 0} onChange={setPage} />
    </Stack>
  );
}

/** Every attempt of a delivery: its number, time and answer. */
function AttemptList({ attempts, total }: { attempts: DeliveryAttempt[]; total: number }) {
  const t = useT();
  if (attempts.length === 0) return <Text fontSize="sm">{total}</Text>;
  return (
    <List.Root as="ol" fontSize="xs" gap="1" listStyle="none">
      {attempts.map((attempt) => (
        <List.Item key={attempt.attempt}>
          {t("Attempt")} {attempt.attempt}: {formatDate(attempt.started_at, true)}, {answerOf(attempt)}
        </List.Item>
      ))}
    </List.Root>
  );
}

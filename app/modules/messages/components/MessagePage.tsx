import { Button, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useParams } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { getMessage } from "../api/getMessage";
import { messageKeys } from "../api/messageKeys";
import { ComposeMessageDialog } from "./ComposeMessageDialog";
import { MessageText } from "./MessageText";

/** /messages/{id}: one message; opening it marks it read, so the bell's count is asked again. */
export function MessagePage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/messages/$id" });
  const queryClient = useQueryClient();
  const [replying, setReplying] = useState(false);
  const message = useQuery({ queryKey: messageKeys.one(Number(id)), queryFn: () => getMessage(Number(id)) });
  const read = message.isSuccess;
  useEffect(() => {
    if (read) void queryClient.invalidateQueries({ queryKey: messageKeys.all });
  }, [read, queryClient]);

  const back = (
    <Link asChild>
      <RouterLink to="/messages">{t("Back to messages")}</RouterLink>
    </Link>
  );
  if (message.isPending) return <Spinner />;
  if (message.isError || !message.data) {
    const status = statusOf(message.error);
    return (
      <Stack gap="3">
        <Alert status="warning">
          {status === 404
            ? t("Item not found")
            : status === 403
              ? t("403_general_message")
              : t("Something went wrong")}
        </Alert>
        {back}
      </Stack>
    );
  }
  const data = message.data;
  return (
    <Stack gap="4">
      {back}
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h1" size="xl">
          {data.title}
        </Heading>
        {data.sender_id !== null && (
          <Button size="sm" variant="outline" onClick={() => setReplying(true)}>
            {t("Reply")}
          </Button>
        )}
      </HStack>
      <Stack gap="1" textStyle="sm">
        <HStack gap="1">
          <Text color="fg.muted">{t("From")}:</Text>
          {data.sender_id ? (
            <Link asChild>
              <RouterLink to="/user/$id" params={{ id: String(data.sender_id) }}>
                {data.sender_name}
              </RouterLink>
            </Link>
          ) : (
            <Text>{data.sender_name}</Text>
          )}
        </HStack>
        <HStack gap="1">
          <Text color="fg.muted">{t("To")}:</Text>
          <Text>{data.recipients.map((r) => r.username).join(", ")}</Text>
        </HStack>
        <Text color="fg.muted">{formatDate(data.created_at, true)}</Text>
        {data.contentDossier && (
          <Link asChild>
            <RouterLink to="/contentdossier/$id" params={{ id: String(data.contentDossier) }}>
              {t("Open the record")}
            </RouterLink>
          </Link>
        )}
      </Stack>
      <MessageText html={data.message_text} borderWidth="1px" rounded="md" p="4" />
      {data.sender_id !== null && (
        <ComposeMessageDialog
          open={replying}
          environmentId={data.environment}
          initial={{
            to: [{ id: data.sender_id, label: data.sender_name ?? `#${data.sender_id}` }],
            title: data.title.startsWith("Re: ") ? data.title : `Re: ${data.title}`,
          }}
          onClose={() => setReplying(false)}
        />
      )}
    </Stack>
  );
}

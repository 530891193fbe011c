import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatDate } from "../../../dates/formatDate";
import { useT } from "../../../i18n/useT";
import { getMessage } from "../api/getMessage";
import { messageKeys } from "../api/messageKeys";
import { usePopupMessages } from "../hooks/usePopupMessages";
import { MessageText } from "./MessageText";

/**
 * Unread pop-up messages, one at a time in a modal. Closing one reads it by id, which marks it read on the
 * server, and takes it off the queue (spec 2, section 4).
 */
export function PopupMessages({ environmentId, firstDelay }: { environmentId: number; firstDelay?: number }) {
  const t = useT();
  const queryClient = useQueryClient();
  const popups = usePopupMessages(environmentId, firstDelay);
  const [seen, setSeen] = useState<number[]>([]);
  const message = popups.data?.find((entry) => !seen.includes(entry.id));

  const close = async () => {
    if (!message) return;
    setSeen((ids) => [...ids, message.id]);
    try {
      await getMessage(message.id);
    } finally {
      void queryClient.invalidateQueries({ queryKey: messageKeys.all });
    }
  };

  return (
    <Dialog.Root open={message !== undefined} onOpenChange={(event) => !event.open && void close()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{message?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text textStyle="sm" color="fg.muted" mb="3">
                {message?.sender_name} · {formatDate(message?.created_at, true)}
              </Text>
              <MessageText html={message?.message_text ?? ""} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="teal" onClick={() => void close()}>
                {t("Close")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

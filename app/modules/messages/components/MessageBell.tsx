import { Badge, Box, IconButton, Menu, Portal, Spinner, Text } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { useState } from "react";
import { BellIcon } from "../../../components/icons/BellIcon";
import { useT } from "../../../i18n/useT";
import { shorten } from "../../shell/utils/shorten";
import { useNewestUnread } from "../hooks/useNewestUnread";
import { FIRST_POLL_MS, useUnreadCount } from "../hooks/useUnreadCount";
import { messagePreview, TITLE_CUT } from "../utils/messagePreview";
import { PopupMessages } from "./PopupMessages";

export interface MessageBellProps {
  environmentId: number;
  /** When the first unread count and pop-ups are asked; 5 s after the page opens (spec 9). */
  firstDelay?: number;
}

/** The top bar's unread-message bell: the count, a dropdown of the 5 newest unread, and pop-up messages. */
export function MessageBell({ environmentId, firstDelay = FIRST_POLL_MS }: MessageBellProps) {
  const t = useT();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount(environmentId, firstDelay).data ?? 0;
  const newest = useNewestUnread(environmentId, open);
  const label = unread > 0 ? t("Messages, {count} unread", { count: unread }) : t("Messages");

  return (
    <>
      <Menu.Root
        open={open}
        onOpenChange={(event) => setOpen(event.open)}
        onSelect={(event) => void navigate({ to: event.value })}
      >
        <Menu.Trigger asChild>
          <IconButton variant="ghost" size="sm" aria-label={label} position="relative">
            <BellIcon />
            {unread > 0 && (
              <Badge
                aria-hidden
                colorPalette="red"
                variant="solid"
                size="xs"
                position="absolute"
                top="0"
                insetEnd="0"
                borderRadius="full"
              >
                {unread > 99 ? "99+" : unread}
              </Badge>
            )}
          </IconButton>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxW="sm">
              <Menu.ItemGroup>
                <Menu.ItemGroupLabel>{t("Unread messages")}</Menu.ItemGroupLabel>
                {newest.isPending && open && (
                  <Box px="2" py="1">
                    <Spinner size="sm" />
                  </Box>
                )}
                {newest.data?.length === 0 && (
                  <Text px="2" py="1" color="fg.muted" textStyle="sm">
                    {t("No unread messages")}
                  </Text>
                )}
                {newest.data?.map((message) => (
                  <Menu.Item key={message.id} value={`/messages/${message.id}`} display="block">
                    <Text fontWeight="semibold">{shorten(message.title, TITLE_CUT)}</Text>
                    <Text textStyle="xs" color="fg.muted">
                      {message.sender_name}
                    </Text>
                    <Text textStyle="sm">{messagePreview(message.message_text)}</Text>
                  </Menu.Item>
                ))}
              </Menu.ItemGroup>
              <Menu.Separator />
              <Menu.Item value="/messages">{t("All messages")}</Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <PopupMessages environmentId={environmentId} firstDelay={firstDelay} />
    </>
  );
}

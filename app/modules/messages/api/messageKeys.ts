/**
 * React Query keys of messages: the inbox's pages, the pop-ups, the unread count and the newest unread of an
 * environment (all under `all`, so reading one refreshes them), and one message.
 */
export const messageKeys = {
  all: ["messages"] as const,
  list: (environmentId: number | null | undefined, box: string, page: number) =>
    ["messages", "list", environmentId, box, page] as const,
  popups: (environmentId: number | null | undefined) => ["messages", "popups", environmentId] as const,
  unread: (environmentId: number | null | undefined) => ["messages", "unread", environmentId] as const,
  newest: (environmentId: number | null | undefined) => ["messages", "newest", environmentId] as const,
  one: (messageId: number) => ["message", messageId] as const,
};

import type { MessageList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface MessageQuery {
  environment: number;
  filter: "incoming" | "outgoing";
  /** Only unread ones. */
  unread?: boolean;
  type?: "popup";
  limit: number;
  page?: number;
}

/** GET /message: the caller's incoming or outgoing messages, newest first. */
export function listMessages(query: MessageQuery): Promise<MessageList> {
  return api<MessageList>("/message", {
    query: {
      environment: query.environment,
      filter: query.filter,
      limit: query.limit,
      page: query.page ?? 1,
      ...(query.unread ? { new: 1 } : {}),
      ...(query.type ? { type: query.type } : {}),
    },
  });
}

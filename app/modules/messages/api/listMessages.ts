import type { Pager } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { MessageItem } from "./MessageItem";

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
export function listMessages(query: MessageQuery): Promise<{ results: MessageItem[]; pager: Pager }> {
  return api<{ results: MessageItem[]; pager: Pager }>("/message", {
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

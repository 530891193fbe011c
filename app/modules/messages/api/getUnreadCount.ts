import type { UnreadCount } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /message/unread: how many incoming messages of the environment are unread. */
export async function getUnreadCount(environment: number): Promise<number> {
  const answer = await api<UnreadCount>("/message/unread", { query: { environment } });
  return answer.count;
}

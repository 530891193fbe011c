import { api } from "../../../api/apiClient";

/** GET /message/unread: how many incoming messages of the environment are unread. */
export async function getUnreadCount(environment: number): Promise<number> {
  const answer = await api<{ count: number }>("/message/unread", { query: { environment } });
  return answer.count;
}

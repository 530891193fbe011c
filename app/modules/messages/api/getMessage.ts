import { api } from "../../../api/apiClient";
import type { MessageItem } from "./MessageItem";

/** GET /message/{id}: reading a message marks it read. */
export function getMessage(id: number): Promise<MessageItem> {
  return api<MessageItem>(`/message/${id}`);
}

import type { DisplayItemAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A display item as GET /displayitem/{id} answers it: with its position, entity and environment. */
export type StoredDisplayItem = DisplayItemAnswer;

/** GET /displayitem/{id}. */
export function getDisplayItem(itemId: number): Promise<StoredDisplayItem> {
  return api<StoredDisplayItem>(`/displayitem/${itemId}`);
}

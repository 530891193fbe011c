import type { DisplayItem } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** A display item as GET /displayitem/{id} answers it: with its position, entity and environment. */
export type StoredDisplayItem = DisplayItem & {
  display_position_id?: number | null;
  environment?: number;
  created_at?: string | null;
  modified_at?: string | null;
  created_by?: unknown;
  modified_by?: unknown;
};

/** GET /displayitem/{id}. */
export function getDisplayItem(itemId: number): Promise<StoredDisplayItem> {
  return api<StoredDisplayItem>(`/displayitem/${itemId}`);
}

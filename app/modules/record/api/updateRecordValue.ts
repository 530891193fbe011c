import type { SavedRecord } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/**
 * PUT /contentdossier/{id} with one item's value; the server keeps every value not sent. With the version
 * the value was read at, a value someone else changed since is refused (409) instead of overwritten.
 */
export function updateRecordValue(
  recordId: number,
  itemId: number,
  value: unknown,
  version?: number,
  /** The display position the item is placed in (`?displayPosition={n}`, spec 2 section 7). */
  displayPosition?: number,
): Promise<SavedRecord> {
  return api<SavedRecord>(`/contentdossier/${recordId}`, {
    method: "PUT",
    ...(displayPosition !== undefined ? { query: { displayPosition } } : {}),
    body: { [itemId]: value, ...(version !== undefined ? { version } : {}) },
  });
}

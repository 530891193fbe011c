import type { Values } from "../../../../engine";
import type { SavedRecord } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/**
 * PUT /contentdossier/{id}?displayPosition={n} with the values of that display position's items (spec 2,
 * section 7); ignore_existing overrides a unique-value warning. With the version the edit started from, the
 * server refuses (409) values someone else changed since.
 */
export function updateRecord(
  recordId: number,
  values: Values,
  ignoreExisting = false,
  version?: number,
  displayPosition?: number,
): Promise<SavedRecord> {
  return api<SavedRecord>(`/contentdossier/${recordId}`, {
    method: "PUT",
    ...(displayPosition !== undefined ? { query: { displayPosition } } : {}),
    body: {
      ...values,
      ...(ignoreExisting ? { ignore_existing: true } : {}),
      ...(version !== undefined ? { version } : {}),
    },
  });
}

import type { Values } from "../../../../engine";
import { api } from "../../../api/apiClient";

/** PUT /contentdossier/{id} with the edit view's values; ignore_existing overrides a unique-value warning. */
export function updateRecord(
  recordId: number,
  values: Values,
  ignoreExisting = false,
): Promise<{ id: number; summary: string | null }> {
  return api(`/contentdossier/${recordId}`, {
    method: "PUT",
    body: { ...values, ...(ignoreExisting ? { ignore_existing: true } : {}) },
  });
}

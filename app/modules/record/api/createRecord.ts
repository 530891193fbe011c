import type { Values } from "../../../../engine";
import { api } from "../../../api/apiClient";

export interface CreatedRecord {
  id: number;
  uuid: string;
  summary: string | null;
}

/** POST /contentdossier {defDossier, <itemId>: value}; ignore_existing overrides a unique-value warning. */
export function createRecord(
  entityId: number,
  values: Values,
  ignoreExisting = false,
): Promise<CreatedRecord> {
  return api<CreatedRecord>("/contentdossier", {
    method: "POST",
    body: { ...values, defDossier: entityId, ...(ignoreExisting ? { ignore_existing: true } : {}) },
  });
}

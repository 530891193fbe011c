import type { Values } from "../../../../engine";
import type { CreatedRecord } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /contentdossier's answer, as the server declares it (schemas/recordAnswers.ts). */
export type { CreatedRecord } from "../../../../schemas";

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

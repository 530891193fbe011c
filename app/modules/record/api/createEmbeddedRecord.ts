import type { Values } from "../../../../engine";
import { api } from "../../../api/apiClient";
import type { CreatedRecord } from "./createRecord";

/** POST /contentdossier {defDossier, dossierId, linkId, <itemId>: value}: a child that joins the parent's list. */
export function createEmbeddedRecord(
  entityId: number,
  values: Values,
  parent: { dossierId: number; linkId: number },
): Promise<CreatedRecord> {
  return api<CreatedRecord>("/contentdossier", {
    method: "POST",
    body: { ...values, defDossier: entityId, dossierId: parent.dossierId, linkId: parent.linkId },
  });
}

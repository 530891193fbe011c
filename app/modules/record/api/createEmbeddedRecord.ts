import type { Values } from "../../../../engine";
import { api } from "../../../api/apiClient";
import type { CreatedRecord } from "./createRecord";

/**
 * POST /contentdossier {defDossier, dossierId, linkId, <itemId>: value}: a child that joins the parent's list;
 * with customView row_input the server reads the values through the row-input view (quick add).
 */
export function createEmbeddedRecord(
  entityId: number,
  values: Values,
  parent: { dossierId: number; linkId: number },
  customView?: "row_input",
): Promise<CreatedRecord> {
  return api<CreatedRecord>("/contentdossier", {
    method: "POST",
    body: {
      ...values,
      defDossier: entityId,
      dossierId: parent.dossierId,
      linkId: parent.linkId,
      ...(customView ? { customView } : {}),
    },
  });
}

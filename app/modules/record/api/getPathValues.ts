import type { FieldPathValues } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /contentdossier/fieldpath: the values a display rule's path reaches from a record. */
export async function getPathValues(
  recordId: number,
  environmentId: number,
  path: string,
): Promise<unknown[]> {
  const answer = await api<FieldPathValues>("/contentdossier/fieldpath", {
    method: "POST",
    body: { originDossier: recordId, environment: environmentId, path },
  });
  return answer.values;
}

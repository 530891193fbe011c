import type { Values } from "../../../../engine";
import { api } from "../../../api/apiClient";

export interface MassUpdateAnswer {
  results: { id: number; summary: string | null }[];
}

/** PUT /dossier/massupdate: the same values on the records; without overwrite only empty values are filled. */
export function massUpdateRecords(
  entityId: number,
  ids: readonly number[],
  values: Values,
  overwrite: boolean,
  ignoreExisting = false,
): Promise<MassUpdateAnswer> {
  return api<MassUpdateAnswer>("/dossier/massupdate", {
    method: "PUT",
    body: {
      defDossier: entityId,
      dossier_ids: ids,
      update_values: values,
      overwrite,
      ...(ignoreExisting ? { ignore_existing: true } : {}),
    },
  });
}

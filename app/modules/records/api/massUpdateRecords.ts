import type { Values } from "../../../../engine";
import type { MassUpdateAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export type { MassUpdateAnswer } from "../../../../schemas";

/**
 * PUT /dossier/massupdate: the same values on the records; without overwrite only empty values are filled.
 * `versions` (by record id, as the list read them) makes the server refuse (409) the whole update when a
 * value it writes was changed since by someone else.
 */
export function massUpdateRecords(
  entityId: number,
  ids: readonly number[],
  values: Values,
  overwrite: boolean,
  ignoreExisting = false,
  versions: Readonly<Record<number, number>> = {},
): Promise<MassUpdateAnswer> {
  return api<MassUpdateAnswer>("/dossier/massupdate", {
    method: "PUT",
    body: {
      defDossier: entityId,
      dossier_ids: ids,
      update_values: values,
      overwrite,
      ...(ignoreExisting ? { ignore_existing: true } : {}),
      ...(Object.keys(versions).length > 0 ? { versions } : {}),
    },
  });
}

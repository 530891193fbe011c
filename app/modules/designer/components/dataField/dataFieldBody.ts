import type { DataFieldCreate } from "../../../../../schemas";
import type { DataFieldDraft } from "./DataFieldDraft";
import { dataFieldName } from "./dataFieldName";

/** The body of POST /defdossierdeffield (spec 3-designer section 7), the name sanitised; PUT adds the id. */
export function dataFieldBody(
  draft: DataFieldDraft,
  place: { entityId: number; environmentId: number },
): DataFieldCreate {
  return {
    obligatory: draft.obligatory,
    defField: Number(draft.defField),
    name: dataFieldName(draft.name),
    defDossier: place.entityId,
    settings: draft.settings,
    locked: draft.locked,
    environment: place.environmentId,
    uuid: draft.uuid,
  };
}

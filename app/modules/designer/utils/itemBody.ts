import type { DisplayItemWrite } from "../../../../schemas";
import type { EditorDraft } from "./EditorDraft";
import { itemOfDraft } from "./itemOfDraft";

/**
 * The body of PATCH /displayitem/{id} (the display item create's, spec 3-designer section 7). Call it on a
 * draft without errors. defaultPermissionType is sent empty, as the spec's editor does.
 */
export function itemBody(
  draft: EditorDraft,
  place: { entityId: number; environmentId: number | undefined },
): DisplayItemWrite {
  const item = itemOfDraft(draft);
  return {
    col: item.col,
    rank: item.rank,
    rowspan: item.rowspan ?? 0,
    colspan: item.colspan,
    view: draft.view.trim(),
    defaultPermissionType: "",
    roles: draft.roles,
    translations: item.translations,
    permissions_type: item.permissions_type ?? null,
    settings: item.settings ?? {},
    displayPosition: draft.positionId,
    defDossierDefField: item.def_dossier_def_field?.id ?? null,
    defDossierLink: item.def_dossier_link?.id ?? null,
    ...(place.environmentId !== undefined ? { environment: place.environmentId } : {}),
    defDossier: place.entityId,
    ...(item.uuid ? { uuid: item.uuid } : {}),
  };
}

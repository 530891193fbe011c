import type { LinkCreate } from "../../../../../schemas";
import type { LinkDraft } from "./LinkDraft";
import { linkName } from "./linkName";
import { linkSettings } from "./linkSettings";

/** The body of POST /defdossierlink (spec 3-designer section 7); call it on a draft without errors. */
export function linkCreateBody(
  draft: LinkDraft,
  place: { entityId: number; environmentId: number },
): LinkCreate {
  return {
    obligatory: draft.obligatory,
    name: linkName(draft.name),
    typeOfLink: draft.typeOfLink === "embeddedList" ? "embeddedList" : "select",
    cascadeRule: draft.cascadeRule,
    archiveCascadeRule: draft.archiveCascadeRule,
    defDossier: place.entityId,
    settings: linkSettings(draft),
    childDefDossier: Number(draft.childDefDossier),
    locked: draft.locked,
    environment: place.environmentId,
    uuid: draft.uuid,
  };
}

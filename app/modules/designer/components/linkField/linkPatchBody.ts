import type { LinkPatch } from "../../../../../schemas";
import type { LinkDraft } from "./LinkDraft";
import { linkName } from "./linkName";
import { linkSettings } from "./linkSettings";

/** The body of PATCH /defdossierlink/{id} (spec 3-designer section 7): no target entity, which stays. */
export function linkPatchBody(draft: LinkDraft): LinkPatch {
  return {
    obligatory: draft.obligatory,
    cascadeRule: draft.cascadeRule,
    archiveCascadeRule: draft.archiveCascadeRule,
    settings: linkSettings(draft),
    name: linkName(draft.name),
    typeOfLink: draft.typeOfLink === "embeddedList" ? "embeddedList" : "select",
    locked: draft.locked,
  };
}

import type { Link } from "../../../../../schemas";
import type { LinkDraft } from "./LinkDraft";

/** The editor's starting state: the saved link, or a new one (cascade maintain, no archive cascade). */
export function linkDraftOf(saved: Link | undefined): LinkDraft {
  if (!saved)
    return {
      uuid: crypto.randomUUID(),
      name: "",
      typeOfLink: "",
      childDefDossier: "",
      obligatory: false,
      locked: false,
      multiple: false,
      limitQuery: "",
      cascadeRule: "maintain",
      archiveCascadeRule: "",
      otherSettings: {},
    };
  const { multiple, limit_output_to_mis_item, ...otherSettings } = saved.settings ?? {};
  return {
    uuid: saved.uuid ?? crypto.randomUUID(),
    name: saved.name,
    typeOfLink: saved.type_of_link,
    childDefDossier: String(saved.child_def_dossier_id),
    obligatory: saved.obligatory === true,
    locked: saved.locked === true,
    multiple: multiple === true,
    limitQuery: limit_output_to_mis_item ?? "",
    cascadeRule: saved.cascade_rule ?? "maintain",
    archiveCascadeRule: saved.archive_cascade_rule ?? "",
    otherSettings,
  };
}

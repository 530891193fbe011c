import type { EditorDraft } from "./EditorDraft";
import type { ItemKind } from "./ItemKind";

const present = (value: unknown) => value !== undefined && value !== null && value !== "";

/**
 * The kind of the drafted item: a block or record metadata item (as chosen for a new item), its link or
 * the type of its data field, else a block or record metadata item by its setting. A link item keeps its
 * kind with a block setting (a link item may show a block).
 */
export function itemKindOf(draft: EditorDraft): ItemKind {
  const { settings, item } = draft;
  if (draft.content === "block") return { kind: "block" };
  if (draft.content === "dossier_data") return { kind: "dossier_data" };
  const link = item.def_dossier_link;
  if (link)
    return {
      kind: "link",
      embedded: link.type_of_link === "embeddedList",
      childEntityId: link.child_def_dossier_id,
    };
  const type = item.def_dossier_def_field?.def_field?.type;
  if (type) return { kind: "field", type };
  if (present(settings.block)) return { kind: "block" };
  if (present(settings.dossier_data)) return { kind: "dossier_data" };
  return { kind: "none" };
}

import type { Bundle } from "../../../../schemas";
import type { EditorDraft } from "./EditorDraft";
import { itemOfDraft } from "./itemOfDraft";

/** The bundle with a new, unsaved item added to its position: how the preview shows it before saving. */
export function insertDraftItem(bundle: Bundle, draft: EditorDraft): Bundle {
  const added = itemOfDraft(draft);
  return {
    ...bundle,
    positions: bundle.positions.map((position) =>
      position.id === draft.positionId
        ? { ...position, display_items: [...position.display_items, added] }
        : position,
    ),
  };
}

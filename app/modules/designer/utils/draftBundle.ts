import type { Bundle } from "../../../../schemas";
import type { EditorDraft } from "./EditorDraft";
import { itemOfDraft } from "./itemOfDraft";

/** The bundle with the draft's item in place of the saved one: what the preview compiles. */
export function draftBundle(bundle: Bundle, draft: EditorDraft | undefined): Bundle {
  if (!draft) return bundle;
  const edited = itemOfDraft(draft);
  return {
    ...bundle,
    positions: bundle.positions.map((position) => ({
      ...position,
      display_items: position.display_items.map((item) => (item.id === edited.id ? edited : item)),
    })),
  };
}

import type { EditorDraft } from "./EditorDraft";
import { layoutNumber } from "./layoutNumber";

export const REQUIRED = "This is a required field";
export const INVALID = "This value is not valid";

/**
 * What the editor refuses before saving (spec 3-designer section 5): the view is required; the layout tab is
 * valid only when col, colspan and rank (and rowspan) are whole numbers of at least 0, col and colspan at most 12.
 */
export function draftErrors(draft: EditorDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.view.trim() === "") errors.view = REQUIRED;
  if (layoutNumber(draft.col, 12) === undefined) errors.col = INVALID;
  if (layoutNumber(draft.colspan, 12) === undefined) errors.colspan = INVALID;
  if (layoutNumber(draft.rank) === undefined) errors.rank = INVALID;
  if (layoutNumber(draft.rowspan) === undefined) errors.rowspan = INVALID;
  return errors;
}

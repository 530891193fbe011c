import type { EditorDraft } from "./EditorDraft";
import { layoutNumber } from "./layoutNumber";
import { settingsErrors } from "./settingsErrors";

export const REQUIRED = "This is a required field";
export const INVALID = "This value is not valid";
export const CHOOSE_FIELD = "Choose a data field or a link field";

/** A new item shows a data field or link, or it is a block or record metadata item with its choice made. */
function contentErrors(draft: EditorDraft): Record<string, string> {
  const { item, settings } = draft;
  switch (draft.content) {
    case "field":
      return item.def_dossier_def_field || item.def_dossier_link ? {} : { defDossierDefField: CHOOSE_FIELD };
    case "block":
      return settings.block === undefined || settings.block === null || settings.block === ""
        ? { "settings.block": REQUIRED }
        : {};
    case "dossier_data":
      return settings.dossier_data ? {} : { "settings.dossier_data": REQUIRED };
    default:
      return {};
  }
}

/**
 * What the editor refuses before saving (spec 3-designer section 5): the view is required; the layout tab is
 * valid only when col, colspan and rank (and rowspan) are whole numbers of at least 0, col and colspan at most 12;
 * a new item needs its data field or link ('Choose a data field or a link field'); and the settings' own checks.
 */
export function draftErrors(draft: EditorDraft): Record<string, string> {
  const errors: Record<string, string> = {};
  if (draft.view.trim() === "") errors.view = REQUIRED;
  if (layoutNumber(draft.col, 12) === undefined) errors.col = INVALID;
  if (layoutNumber(draft.colspan, 12) === undefined) errors.colspan = INVALID;
  if (layoutNumber(draft.rank) === undefined) errors.rank = INVALID;
  if (layoutNumber(draft.rowspan) === undefined) errors.rowspan = INVALID;
  return { ...errors, ...contentErrors(draft), ...settingsErrors(draft.settings) };
}

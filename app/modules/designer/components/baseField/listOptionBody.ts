import type { ListOptionWrite } from "../../../../../schemas";
import type { ListOptionDraft } from "./ListOptionDraft";

/**
 * POST and PATCH {def field list}: color, default, defField, translations, rank, settings and environment
 * (spec 3-designer section 7). Languages without a text are left out; empty extra texts are sent as null.
 */
export function listOptionBody(
  draft: ListOptionDraft,
  scope: { baseFieldId: number; environmentId: number },
): ListOptionWrite {
  return {
    color: draft.color,
    default: draft.isDefault,
    defField: scope.baseFieldId,
    translations: draft.translations
      .filter((translation) => translation.text.trim() !== "")
      .map((translation) => ({
        culture: translation.culture,
        text: translation.text.trim(),
        settings: {
          informationtext: translation.informationtext.trim() || null,
          pretext: translation.pretext.trim() || null,
        },
      })),
    rank: draft.rank,
    settings: { roles: draft.roles },
    environment: scope.environmentId,
  };
}

import type { ListOption } from "../../../../../schemas";
import type { ListOptionDraft } from "./ListOptionDraft";

/** The editor's starting state: the saved option, or an empty one placed after the others. */
export function listOptionDraftOf(saved: ListOption | undefined, nextRank: number): ListOptionDraft {
  if (!saved) return { translations: [], color: null, isDefault: false, roles: [], rank: nextRank };
  return {
    translations: saved.translations.map((translation) => ({
      culture: translation.culture,
      text: translation.text,
      informationtext: translation.settings?.informationtext ?? "",
      pretext: translation.settings?.pretext ?? "",
    })),
    color: saved.color || null,
    isDefault: saved.default === true,
    roles: saved.settings?.roles ?? [],
    rank: saved.rank ?? nextRank,
  };
}

import type { QueryData } from "../../../../schemas";
import type { QueryTranslation, SavedQuery } from "../api/SavedQuery";

/** What the editor changes before a save. */
export interface QueryDraft {
  defDossier: number | null;
  data: QueryData;
  translations: QueryTranslation[];
}

/** A new query: on the entity given (or none yet), no conditions, archived records left out. */
export const emptyDraft = (entityId?: number): QueryDraft => ({
  defDossier: entityId ?? null,
  data: { combinators: [], include_archived: "none_archived" },
  translations: [],
});

export function draftOf(query: SavedQuery): QueryDraft {
  return {
    defDossier: query.defDossier,
    data: {
      combinators: query.data.combinators ?? [],
      include_archived: query.data.include_archived ?? "none_archived",
    },
    translations: query.translations ?? [],
  };
}

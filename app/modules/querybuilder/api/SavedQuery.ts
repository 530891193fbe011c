import type { Query } from "../../../../schemas";

/** A saved query as GET /dossierquery answers it: the Query schema with its entity. */
export type SavedQuery = Query & {
  def_dossier?: { id: number; name?: string | null; translations?: unknown[] };
};

export type QueryTranslation = SavedQuery["translations"][number];

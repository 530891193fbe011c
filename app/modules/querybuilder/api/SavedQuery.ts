import type { SavedQuery } from "../../../../schemas";

/** A saved query as GET /dossierquery answers it, as the server declares it (schemas/query.ts). */
export type { SavedQuery } from "../../../../schemas";

export type QueryTranslation = SavedQuery["translations"][number];

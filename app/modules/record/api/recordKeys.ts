/**
 * React Query keys of one record: the record in a language (under `ofRecord`), the values of paths from it,
 * the caller's credentials on it and its entity's tabs, its change log, the values quick edit and merge read.
 */
export const recordKeys = {
  ofRecord: (recordId: number) => ["record", recordId] as const,
  one: (recordId: number, locale: string) => ["record", recordId, locale] as const,
  pathValues: (recordId: number, modifiedAt: string | null, paths: string[]) =>
    ["pathValues", recordId, modifiedAt, paths] as const,
  credential: (entityId: number | undefined, credential: string, recordId: number | null) =>
    ["credential", entityId, credential, recordId] as const,
  tabCredentials: (entityId: number, positionIds: number[]) =>
    ["tabCredentials", entityId, positionIds] as const,
  changeLog: (filters: unknown[]) => ["dossierlog", ...filters] as const,
  quickEditValues: (recordId: number, view: string) => ["quickEditValues", recordId, view] as const,
  mergeSources: (recordIds: number[]) => ["mergeSources", recordIds] as const,
};

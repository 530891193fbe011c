/**
 * The saved query a list applies: the one in the address (dossierQuery), else the entity's default query
 * (query_settings.default_query). An empty dossierQuery is the user's choice of no query at all.
 */
export function activeQueryOf(chosen: string | undefined, defaultQuery: string | null | undefined) {
  if (chosen !== undefined) return chosen === "" ? undefined : chosen;
  return defaultQuery || undefined;
}

/** The address search that leaves no query applied: an empty dossierQuery when a default would apply again. */
export function clearedQuerySearch(defaultQuery: string | null | undefined): { dossierQuery?: string } {
  return defaultQuery ? { dossierQuery: "" } : {};
}

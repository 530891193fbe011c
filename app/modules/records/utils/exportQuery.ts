/** The list parameters that only shape one page of the screen, not which records match. */
const PAGING = ["limit", "page", "labels"];

/**
 * The list call's parameters for an export: the selected records (archived ones too), or everything the
 * list's search matches (its filters, query and archive choice, in its order; no aggregates).
 */
export function exportQuery(
  entityId: number,
  ids: readonly number[],
  listQuery?: Record<string, unknown>,
): Record<string, unknown> {
  if (!listQuery) return { defDossier: entityId, "dossierIds[]": [...ids], archived: "both" };
  return Object.fromEntries(
    Object.entries(listQuery).filter(([key]) => !key.endsWith("_aggregate") && !PAGING.includes(key)),
  );
}

import type { ListState } from "../state/ListState";
import { filterParams } from "./filterParams";

export interface ListQueryOptions {
  entityId: number;
  state: ListState;
  /** Aggregate function by item id (admins). */
  aggregates?: Record<string, string>;
  dossierQuery?: string;
}

/** The parameters of GET /contentdossier for a list's state. */
export function listQuery({ entityId, state, aggregates = {}, dossierQuery }: ListQueryOptions) {
  const query: Record<string, unknown> = {
    defDossier: entityId,
    limit: state.limit,
    page: state.page,
    archived: state.archived,
    labels: 1,
    ...filterParams(state.search),
    ...(state.advanced ? filterParams(state.advancedSearch) : {}),
  };
  if (state.sort) {
    query["sort[]"] = [state.sort.key];
    query["sortOrder[]"] = [state.sort.order];
  }
  if (dossierQuery) query.dossierQuery = dossierQuery;
  for (const [itemId, fn] of Object.entries(aggregates)) if (fn) query[`${itemId}_aggregate`] = fn;
  return query;
}

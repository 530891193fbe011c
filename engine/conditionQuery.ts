import type { Bundle } from "../schemas/bundle";
import type { Combinator, QueryData } from "../schemas/query";
import { compileQuery, IN_QUERIES_KEY, type QuerySchema, toJsonLogic } from "./query";
import type { Logic } from "./types";

/** What a condition query may read: the entity's data fields by id (links' children are not in a form). */
function querySchemaOf(bundle: Bundle): QuerySchema {
  const fields: QuerySchema["fields"] = {};
  for (const item of bundle.positions.flatMap((p) => p.display_items)) {
    const field = item.def_dossier_def_field;
    if (!field) continue;
    const { type, settings } = field.def_field;
    fields[field.id] = { type, multiple: settings?.multiple === true, withtime: settings?.withtime === true };
  }
  return { fields, links: {} };
}

/**
 * A display item's condition_query as a visibility test: the item shows while the record being edited
 * matches the query. Answers the logic, or an error message when the query is missing or cannot compile.
 */
export function compileConditionQuery(bundle: Bundle, reference: number | string, now: Date): Logic | string {
  const query = (bundle.queries ?? []).find((q) => q.id === reference || q.uuid === reference);
  if (!query) return `Condition query ${reference} is not in the bundle`;
  // Linked records are not in a form: the server evaluates such a query on the saved record and sends
  // the record's memberships with its values (see evaluate's `in_queries`).
  if (readsLinks(query.data)) return { in: [query.uuid, { var: IN_QUERIES_KEY }] };
  try {
    const predicate = compileQuery(query.data, querySchemaOf(bundle), {
      now,
      userId: bundle.context.user_id,
      timezone: bundle.context.timezone,
    });
    return toJsonLogic(predicate);
  } catch (error) {
    return `Condition query ${reference}: ${(error as Error).message}`;
  }
}

const combinatorReadsLinks = (combinator: Combinator): boolean =>
  (combinator.links ?? []).length > 0 || (combinator.combinators ?? []).some(combinatorReadsLinks);

/** Whether a query has link criteria anywhere (then only the server, which reads the children, can evaluate it). */
export function readsLinks(data: QueryData | undefined): boolean {
  return (data?.combinators ?? []).some(combinatorReadsLinks);
}

/**
 * The condition queries of a bundle's items that the server evaluates per record (those with link
 * criteria), by uuid; none for admins, whom condition queries never hide anything from.
 */
export function serverConditionQueries(bundle: Bundle): string[] {
  if (bundle.context.admin) return [];
  const named = new Set(
    bundle.positions.flatMap((p) => p.display_items.map((item) => item.settings?.condition_query)),
  );
  return (bundle.queries ?? [])
    .filter((q) => (named.has(q.id) || named.has(q.uuid)) && readsLinks(q.data))
    .map((q) => q.uuid);
}

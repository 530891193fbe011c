import type { ArchivedFilter, Combinator, QueryData } from "../../schemas/query";
import { compileCondition } from "./compileCondition";
import { and, not, or, type Predicate, TRUE } from "./predicate";
import { QueryError } from "./QueryError";
import { type ResolvedContext, resolveContext } from "./resolveContext";
import type { QueryContext, QuerySchema } from "./types";

type LinkFilter = NonNullable<Combinator["links"]>[number];

/**
 * Compiles a dossierquery's data to one predicate. The top-level combinators must all hold (AND); inside a
 * combinator, its field conditions, link filters and nested combinators are joined by its `combine`.
 * Archived records are left out unless include_archived says otherwise.
 */
export function compileQuery(data: QueryData, schema: QuerySchema, ctx: QueryContext): Predicate {
  const resolved = resolveContext(ctx);
  return and([
    archivedFilter(data.include_archived),
    ...data.combinators.map((combinator) => compileCombinator(combinator, schema, resolved)),
  ]);
}

export function archivedFilter(filter: ArchivedFilter | null | undefined): Predicate {
  switch (filter ?? "none_archived") {
    case "both":
      return TRUE;
    case "archived":
      return { kind: "archived", archived: true };
    case "none_archived":
      return { kind: "archived", archived: false };
    default:
      throw new QueryError(`Unknown archived filter ${String(filter)}`);
  }
}

function compileCombinator(combinator: Combinator, schema: QuerySchema, ctx: ResolvedContext): Predicate {
  const parts = [
    ...(combinator.fields ?? []).map((condition) => compileCondition(condition, schema, ctx)),
    ...(combinator.links ?? []).map((link) => compileLinkFilter(link, schema, ctx)),
    ...(combinator.combinators ?? []).map((nested) => compileCombinator(nested, schema, ctx)),
  ];
  // A group without conditions filters nothing, whichever way it combines.
  if (parts.length === 0) return TRUE;
  const combine = String(combinator.combine).toUpperCase();
  if (combine === "AND") return and(parts);
  if (combine === "OR") return or(parts);
  throw new QueryError(`Unknown combine ${String(combinator.combine)}: use AND or OR`);
}

/**
 * A link filter. The children that count are those over the link that pass the child archived filter, all
 * nested combinators (against the child entity's fields) and the other-query test (IN: the child is among
 * that query's results; NOT_IN: it is not). EMPTY: no child counts; NOT_EMPTY: at least one; where_min /
 * where_max bound how many count; with none of these, at least one child must count.
 */
function compileLinkFilter(link: LinkFilter, schema: QuerySchema, ctx: ResolvedContext): Predicate {
  const childSchema = schema.links[link.id];
  if (!childSchema) throw new QueryError(`Unknown link ${link.id} in query`, link.id);
  const otherQuery: Predicate = link.where_other_query
    ? link.where_other_type === "NOT_IN"
      ? not({ kind: "in_query", query: link.where_other_query })
      : { kind: "in_query", query: link.where_other_query }
    : TRUE;
  const where = and([
    archivedFilter(link.include_archived),
    ...(link.combinators ?? []).map((combinator) => compileCombinator(combinator, childSchema, ctx)),
    otherQuery,
  ]);
  if (link.where_empty_not_empty === "EMPTY") return { kind: "link", link: link.id, where, match: "none" };
  const notEmpty = link.where_empty_not_empty === "NOT_EMPTY";
  const min = Math.max(link.where_min ?? 0, notEmpty ? 1 : 0);
  const max = link.where_max ?? null;
  const counted = link.where_min != null || link.where_max != null;
  if (!counted || (min === 1 && max === null)) return { kind: "link", link: link.id, where, match: "some" };
  if (min === 0 && max === 0) return { kind: "link", link: link.id, where, match: "none" };
  if (min === 0 && max === null) return TRUE;
  return { kind: "link", link: link.id, where, match: "count", min, max };
}

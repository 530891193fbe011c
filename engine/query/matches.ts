import { applyLogic } from "../logic";
import type { Logic } from "../types";
import type { Predicate } from "./predicate";
import { IN_QUERIES_KEY, toJsonLogic } from "./toJsonLogic";
import type { QueryRecord } from "./types";

/** Uuid of another query to the ids of the records it matched. */
export type QueryResults = Record<string, Set<number>>;

// Predicates are immutable data, so each translates once.
const translated = new WeakMap<Predicate, Logic>();

function logicOf(p: Predicate): Logic {
  let logic = translated.get(p);
  if (logic === undefined) {
    logic = toJsonLogic(p);
    translated.set(p, logic);
  }
  return logic;
}

/**
 * Marks every record, children included, with the other queries it belongs to. JSON-Logic's some / filter
 * see only the child, so the membership has to travel on the child itself.
 */
function withMemberships(record: QueryRecord, results: [string, Set<number>][]): unknown {
  const links: Record<number, unknown[]> = {};
  for (const [id, children] of Object.entries(record.links)) {
    links[Number(id)] = children.map((child) => withMemberships(child, results));
  }
  const inQueries = results.filter(([, ids]) => ids.has(record.id)).map(([uuid]) => uuid);
  return { ...record, links, [IN_QUERIES_KEY]: inQueries };
}

/** Whether a record satisfies a compiled query, evaluated through JSON-Logic. */
export function matches(p: Predicate, record: QueryRecord, queryResults: QueryResults = {}): boolean {
  const results = Object.entries(queryResults);
  const data = results.length === 0 ? record : withMemberships(record, results);
  return applyLogic(logicOf(p), data) === true;
}

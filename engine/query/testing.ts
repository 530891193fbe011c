import type { QueryFieldCondition } from "../../schemas/query";
import { compileQuery } from "./compileQuery";
import { matches, type QueryResults } from "./matches";
import type { QueryContext, QueryRecord, QuerySchema } from "./types";

/** Shared by the query tests: one entity with a field of each queryable type and a link to a child entity. */
export const CHILD_SCHEMA: QuerySchema = {
  fields: { 30: { type: "amount" }, 31: { type: "list", multiple: true } },
  links: {},
};

export const SCHEMA: QuerySchema = {
  fields: {
    1: { type: "text" },
    2: { type: "textarea" },
    3: { type: "autoIncrement" },
    4: { type: "email" },
    5: { type: "url" },
    6: { type: "amount" },
    7: { type: "calc" },
    8: { type: "date" },
    9: { type: "date", withtime: true },
    10: { type: "list", multiple: true },
    11: { type: "user" },
    12: { type: "time" },
  },
  links: { 20: CHILD_SCHEMA },
};

/** Tuesday 10 March 2026, 13:00 in Amsterdam. */
export const NOW = new Date("2026-03-10T12:00:00Z");
export const CTX: QueryContext = { now: NOW, userId: 7 };

let nextId = 1000;

export function record(overrides: Partial<QueryRecord> = {}): QueryRecord {
  return {
    id: nextId++,
    archived: false,
    created_at: "2026-01-15T09:00:00Z",
    modified_at: "2026-02-01T09:00:00Z",
    created_by: 7,
    modified_by: 8,
    values: {},
    links: {},
    ...overrides,
  };
}

/** Whether a record with these values passes one condition (archived records are excluded by default). */
export function passes(
  condition: QueryFieldCondition,
  values: Record<number, unknown>,
  ctx: QueryContext = CTX,
): boolean {
  const p = compileQuery({ combinators: [{ combine: "AND", fields: [condition] }] }, SCHEMA, ctx);
  return matches(p, record({ values }));
}

export function run(
  data: Parameters<typeof compileQuery>[0],
  rec: QueryRecord,
  results?: QueryResults,
  ctx: QueryContext = CTX,
): boolean {
  return matches(compileQuery(data, SCHEMA, ctx), rec, results);
}

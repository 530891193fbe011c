import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { Combinator, QueryData, QueryFieldCondition } from "../../schemas";
import { compileQuery } from "./compileQuery";
import { matches } from "./matches";
import type { QueryRecord, QuerySchema } from "./types";

/*
 * matches() runs compile, translation to JSON-Logic and the registered operations. The reference below
 * evaluates the query data directly from the spec's wording, with its own helpers (Intl for days), so the
 * two only agree when every layer does what the spec says.
 */

const TIME_ZONE = "Europe/Amsterdam";
const USER = 7;
const NOW = new Date("2026-03-10T12:00:00Z");
const CHILD: QuerySchema = { fields: { 30: { type: "amount" } }, links: {} };
const SCHEMA: QuerySchema = {
  fields: {
    1: { type: "text" },
    6: { type: "amount" },
    8: { type: "date", withtime: true },
    10: { type: "list", multiple: true },
    11: { type: "user" },
  },
  links: { 20: CHILD },
};

const localDay = new Intl.DateTimeFormat("en-CA", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

function referenceDay(value: unknown): string | null {
  if (typeof value !== "string" || value === "") return null;
  return value.length === 10 ? value : localDay.format(new Date(value));
}

function order(a: number | string, op: string, b: number | string): boolean {
  if (op === "greater") return a > b;
  if (op === "greater_or_equal") return a >= b;
  if (op === "lesser") return a < b;
  return a <= b;
}

function referenceCondition(c: QueryFieldCondition, values: Record<number, unknown>): boolean {
  const stored = values[c.id as number];
  const value = c.value as never;
  switch (c.id) {
    case 1: {
      const text = typeof stored === "string" ? stored : "";
      if (c.type === "string_empty") return text.trim() === "";
      if (c.type === "string_is_not_empty") return text.trim() !== "";
      if (c.type === "exact") return text.toLowerCase() === String(value).toLowerCase();
      if (c.type === "like") return text.toLowerCase().includes(String(value).toLowerCase());
      // A numeric text: digits with an optional sign and decimal point, spaces around allowed.
      const trimmed = text.trim();
      return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(trimmed) && order(Number(trimmed), c.type, value);
    }
    case 6: {
      if (typeof stored !== "number") return false;
      const [min, max] = (Array.isArray(value) ? value : []) as number[];
      if (c.type === "equals") return stored === value;
      if (c.type === "between") return stored >= (min as number) && stored <= (max as number);
      return order(stored, c.type, value);
    }
    case 8: {
      const day = referenceDay(stored);
      const [from, to] = (Array.isArray(value) ? value : []) as string[];
      if (day === null) return false;
      if (c.type === "equals") return day === value;
      if (c.type === "between") return day >= (from as string) && day <= (to as string);
      return order(day, c.type, value);
    }
    default: {
      const held = (stored ?? []) as number[];
      if (c.type === "in") return held.some((id) => (value as number[]).includes(id));
      const wanted: number = value === "current_user" ? USER : value;
      if (c.type === "equals") return held.includes(wanted);
      return !held.includes(wanted);
    }
  }
}

interface LinkFilter {
  over: number;
  mode: "EMPTY" | "NOT_EMPTY" | null;
  min: number | null;
  max: number | null;
}

function referenceLink(filter: LinkFilter, record: QueryRecord): boolean {
  const count = (record.links[20] ?? []).filter(
    (c) => !c.archived && (c.values[30] as number) > filter.over,
  ).length;
  if (filter.mode === "EMPTY") return count === 0;
  const atLeastOne = filter.mode === "NOT_EMPTY" || (filter.min === null && filter.max === null);
  const min = Math.max(filter.min ?? 0, atLeastOne ? 1 : 0);
  return count >= min && (filter.max === null || count <= filter.max);
}

function reference(
  conditions: QueryFieldCondition[],
  link: LinkFilter | null,
  combine: "AND" | "OR",
  record: QueryRecord,
): boolean {
  const parts = conditions.map((c) => referenceCondition(c, record.values));
  if (link) parts.push(referenceLink(link, record));
  const joined = parts.length === 0 || (combine === "AND" ? parts.every(Boolean) : parts.some(Boolean));
  return !record.archived && joined;
}

// Days around a fixed spot, and date-times near midnight so the time zone matters.
const day = fc
  .integer({ min: 0, max: 40 })
  .map((n) => new Date(Date.UTC(2026, 2, n)).toISOString().slice(0, 10));
const dateTime = fc
  .tuple(day, fc.constantFrom("00:30", "12:00", "22:30", "23:30"))
  .map(([d, t]) => `${d}T${t}:00Z`);
// Mostly a few overlapping words in varying case, so exact and like often meet their match.
const smallText = fc.oneof(
  { arbitrary: fc.constantFrom("", " ", "Jansen", "jansen", "JAN", "jan", "An", "12", "7", "-3"), weight: 4 },
  {
    arbitrary: fc.string({
      unit: fc.constantFrom("a", "A", "n", "N", " ", "0", "1", "9", "-", "."),
      maxLength: 4,
    }),
    weight: 1,
  },
);
const idList = fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 });

const condition = fc.oneof(
  fc.record({ id: fc.constant(1), type: fc.constantFrom("string_empty", "string_is_not_empty") }),
  fc.record({
    id: fc.constant(1),
    type: fc.constantFrom("exact", "like"),
    value: smallText.filter((t) => t.trim() !== ""),
  }),
  fc.record({
    id: fc.constant(1),
    type: fc.constantFrom("greater", "greater_or_equal", "lesser", "lesser_or_equal"),
    value: fc.integer({ min: -5, max: 15 }),
  }),
  fc.record({
    id: fc.constant(6),
    type: fc.constantFrom("equals", "greater", "greater_or_equal", "lesser", "lesser_or_equal"),
    value: fc.integer({ min: 0, max: 5 }),
  }),
  fc.record({
    id: fc.constant(6),
    type: fc.constant("between"),
    value: fc.tuple(fc.integer({ min: 0, max: 5 }), fc.integer({ min: 0, max: 5 })),
  }),
  fc.record({
    id: fc.constant(8),
    type: fc.constantFrom("equals", "greater", "greater_or_equal", "lesser", "lesser_or_equal"),
    value: day,
  }),
  fc.record({ id: fc.constant(8), type: fc.constant("between"), value: fc.tuple(day, day) }),
  fc.record({
    id: fc.constant(10),
    type: fc.constantFrom("equals", "not_equals"),
    value: fc.integer({ min: 1, max: 5 }),
  }),
  fc.record({ id: fc.constant(10), type: fc.constant("in"), value: idList.filter((a) => a.length > 0) }),
  fc.record({
    id: fc.constant(11),
    type: fc.constantFrom("equals", "not_equals"),
    value: fc.constantFrom("current_user", 3, 7),
  }),
) as fc.Arbitrary<QueryFieldCondition>;

const linkFilter: fc.Arbitrary<LinkFilter> = fc.record({
  over: fc.integer({ min: 0, max: 4 }),
  mode: fc.constantFrom("EMPTY", "NOT_EMPTY", null),
  min: fc.option(fc.integer({ min: 0, max: 3 })),
  max: fc.option(fc.integer({ min: 0, max: 3 })),
});

let nextId = 1;
const child = fc.record({ archived: fc.boolean(), amount: fc.integer({ min: 0, max: 6 }) }).map(
  ({ archived, amount }): QueryRecord => ({
    id: nextId++,
    archived,
    created_at: "2026-01-01T00:00:00Z",
    modified_at: "2026-01-01T00:00:00Z",
    created_by: null,
    modified_by: null,
    values: { 30: amount },
    links: {},
  }),
);

const queryRecord: fc.Arbitrary<QueryRecord> = fc
  .record({
    archived: fc.boolean(),
    text: fc.option(smallText),
    amount: fc.option(fc.integer({ min: 0, max: 5 })),
    date: fc.option(fc.oneof(day, dateTime)),
    list: fc.option(idList),
    user: fc.option(fc.constantFrom([3], [7], [3, 7], [])),
    children: fc.array(child, { maxLength: 4 }),
  })
  .map((r) => ({
    id: nextId++,
    archived: r.archived,
    created_at: "2026-01-01T00:00:00Z",
    modified_at: "2026-01-01T00:00:00Z",
    created_by: USER,
    modified_by: null,
    values: { 1: r.text, 6: r.amount, 8: r.date, 10: r.list, 11: r.user },
    links: { 20: r.children },
  }));

function toLink(filter: LinkFilter): NonNullable<Combinator["links"]>[number] {
  return {
    id: 20,
    where_empty_not_empty: filter.mode,
    where_min: filter.min,
    where_max: filter.max,
    combinators: [{ combine: "AND", fields: [{ id: 30, type: "greater", value: filter.over }] }],
  };
}

describe("matches agrees with a direct reading of the query", () => {
  it("for one random condition", () => {
    fc.assert(
      fc.property(condition, fc.array(queryRecord, { minLength: 1, maxLength: 8 }), (c, records) => {
        const data: QueryData = { combinators: [{ combine: "AND", fields: [c] }] };
        const p = compileQuery(data, SCHEMA, { now: NOW, userId: USER });
        for (const record of records) expect(matches(p, record)).toBe(reference([c], null, "AND", record));
      }),
      { numRuns: 1000 },
    );
  });

  it("for random conditions and link filters joined by AND or OR", () => {
    fc.assert(
      fc.property(
        fc.array(condition, { maxLength: 4 }),
        fc.option(linkFilter),
        fc.constantFrom("AND", "OR"),
        fc.array(queryRecord, { minLength: 1, maxLength: 5 }),
        (conditions, link, combine, records) => {
          const data: QueryData = {
            combinators: [{ combine, fields: conditions, links: link ? [toLink(link)] : [] }],
          };
          const p = compileQuery(data, SCHEMA, { now: NOW, userId: USER });
          for (const record of records) {
            expect(matches(p, record)).toBe(reference(conditions, link, combine, record));
          }
        },
      ),
      { numRuns: 400 },
    );
  });
});

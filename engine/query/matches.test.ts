import { describe, expect, it } from "vitest";
import type { QueryData } from "../../schemas";
import { matches } from "./matches";
import type { Predicate } from "./predicate";
import { record, run } from "./testing";
import type { QueryRecord } from "./types";

const child = (amount: number | null, extra: Partial<QueryRecord> = {}) =>
  record({ values: { 30: amount }, ...extra });
const parent = (children: QueryRecord[], extra: Partial<QueryRecord> = {}) =>
  record({ links: { 20: children }, ...extra });

describe("matches: AND / OR", () => {
  const data: QueryData = {
    combinators: [
      {
        combine: "OR",
        fields: [{ id: 1, type: "exact", value: "a" }],
        combinators: [
          {
            combine: "AND",
            fields: [
              { id: 6, type: "greater", value: 10 },
              { id: 10, type: "equals", value: 3 },
            ],
          },
        ],
      },
      { combine: "AND", fields: [{ id: 4, type: "string_is_not_empty" }] },
    ],
  };

  it.each([
    [{ 1: "A", 4: "x@y.nl" }, true],
    [{ 1: "A" }, false],
    [{ 1: "b", 6: 11, 10: [3], 4: "x@y.nl" }, true],
    [{ 1: "b", 6: 11, 10: [4], 4: "x@y.nl" }, false],
    [{ 1: "b", 6: 9, 10: [3], 4: "x@y.nl" }, false],
  ])("values %j give %s", (values, expected) => {
    expect(run(data, record({ values }))).toBe(expected);
  });
});

describe("matches: archived filter", () => {
  const live = record();
  const archived = record({ archived: true });
  const only = (include_archived: QueryData["include_archived"], rec: QueryRecord) =>
    run({ combinators: [], include_archived }, rec);

  it("keeps archived records out by default", () => {
    expect(only(undefined, live)).toBe(true);
    expect(only(undefined, archived)).toBe(false);
    expect(only("none_archived", archived)).toBe(false);
  });

  it("shows only archived records, or both", () => {
    expect(only("archived", archived)).toBe(true);
    expect(only("archived", live)).toBe(false);
    expect(only("both", archived)).toBe(true);
    expect(only("both", live)).toBe(true);
  });
});

describe("matches: link filters", () => {
  const link = (filter: object) => ({
    combinators: [{ combine: "AND" as const, links: [{ id: 20, ...filter }] }],
  });
  const over5 = [{ combine: "AND" as const, fields: [{ id: 30, type: "greater" as const, value: 5 }] }];

  it("EMPTY and NOT_EMPTY count live children only, unless the link includes archived ones", () => {
    const none = parent([]);
    const one = parent([child(1)]);
    const onlyArchived = parent([child(1, { archived: true })]);
    expect(run(link({ where_empty_not_empty: "EMPTY" }), none)).toBe(true);
    expect(run(link({ where_empty_not_empty: "EMPTY" }), one)).toBe(false);
    expect(run(link({ where_empty_not_empty: "EMPTY" }), onlyArchived)).toBe(true);
    expect(run(link({ where_empty_not_empty: "NOT_EMPTY" }), one)).toBe(true);
    expect(run(link({ where_empty_not_empty: "NOT_EMPTY" }), none)).toBe(false);
    expect(run(link({ where_empty_not_empty: "NOT_EMPTY" }), onlyArchived)).toBe(false);
    expect(run(link({ where_empty_not_empty: "NOT_EMPTY", include_archived: "both" }), onlyArchived)).toBe(
      true,
    );
    expect(run(link({ where_empty_not_empty: "NOT_EMPTY", include_archived: "archived" }), one)).toBe(false);
    // A record without the link at all has no children.
    expect(run(link({ where_empty_not_empty: "EMPTY" }), record())).toBe(true);
  });

  it("tests children against the child entity's conditions", () => {
    expect(run(link({ combinators: over5 }), parent([child(1), child(6)]))).toBe(true);
    expect(run(link({ combinators: over5 }), parent([child(1), child(5)]))).toBe(false);
    expect(run(link({ combinators: over5, where_empty_not_empty: "EMPTY" }), parent([child(1)]))).toBe(true);
    expect(run(link({ combinators: over5, where_empty_not_empty: "EMPTY" }), parent([child(9)]))).toBe(false);
  });

  it.each([
    [{ where_min: 2 }, [6, 7, 1], true],
    [{ where_min: 2 }, [6, 1, 1], false],
    [{ where_max: 1 }, [6, 1, 1], true],
    [{ where_max: 1 }, [6, 7], false],
    [{ where_max: 1 }, [], true],
    [{ where_min: 1, where_max: 2 }, [6, 7, 8], false],
    [{ where_min: 1, where_max: 2 }, [6, 7, 1], true],
    [{ where_min: 3, where_max: 3 }, [6, 7, 8], true],
    [{ where_empty_not_empty: "NOT_EMPTY", where_max: 1 }, [1, 1], false],
  ])("%j over children %j gives %s", (counts, amounts, expected) => {
    expect(run(link({ combinators: over5, ...counts }), parent(amounts.map((a) => child(a))))).toBe(expected);
  });

  it("tests children against another query's results, IN and NOT_IN", () => {
    const a = child(1);
    const b = child(2);
    const results = { "q-other": new Set([a.id]) };
    const inOther = link({ where_other_query: "q-other", where_other_type: "IN" });
    const notInOther = link({ where_other_query: "q-other", where_other_type: "NOT_IN" });
    expect(run(inOther, parent([b, a]), results)).toBe(true);
    expect(run(inOther, parent([b]), results)).toBe(false);
    expect(run(notInOther, parent([a]), results)).toBe(false);
    expect(run(notInOther, parent([a, b]), results)).toBe(true);
    // No linked record in the other query: IN together with EMPTY.
    expect(
      run(link({ where_other_query: "q-other", where_empty_not_empty: "EMPTY" }), parent([b]), results),
    ).toBe(true);
    expect(
      run(link({ where_other_query: "q-other", where_empty_not_empty: "EMPTY" }), parent([a]), results),
    ).toBe(false);
    // Without results for that query nothing is in it.
    expect(run(inOther, parent([a]))).toBe(false);
  });

  it("nests link filters through the child's own links", () => {
    const grandchild = record({ values: { 30: 9 } });
    const grandparent = parent([record({ links: { 20: [grandchild] } })]);
    const p: Predicate = {
      kind: "link",
      link: 20,
      match: "some",
      where: {
        kind: "link",
        link: 20,
        match: "some",
        where: { kind: "number", field: 30, op: "eq", value: 9, read: "number" },
      },
    };
    expect(matches(p, grandparent)).toBe(true);
    expect(matches(p, parent([record()]))).toBe(false);
  });
});

describe("matches: other queries", () => {
  const rec = record();
  const inQuery: Predicate = { kind: "in_query", query: "q-1" };

  it("is in a query when that query matched the record's id", () => {
    expect(matches(inQuery, rec, { "q-1": new Set([rec.id]) })).toBe(true);
    expect(matches(inQuery, rec, { "q-1": new Set([rec.id + 1]), "q-2": new Set([rec.id]) })).toBe(false);
    expect(matches({ kind: "not", child: inQuery }, rec, { "q-1": new Set([rec.id]) })).toBe(false);
    expect(matches({ kind: "not", child: inQuery }, rec, {})).toBe(true);
  });

  it("evaluates constant and empty groups", () => {
    expect(matches({ kind: "true" }, rec)).toBe(true);
    expect(matches({ kind: "false" }, rec)).toBe(false);
    expect(matches({ kind: "and", children: [] }, rec)).toBe(true);
    expect(matches({ kind: "or", children: [] }, rec)).toBe(false);
  });
});

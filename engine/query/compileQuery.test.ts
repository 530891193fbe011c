import { describe, expect, it } from "vitest";
import type { QueryData } from "../../schemas";
import { compileQuery } from "./compileQuery";
import { QueryError } from "./QueryError";
import { CTX, SCHEMA } from "./testing";

const compile = (data: QueryData) => compileQuery(data, SCHEMA, CTX);

describe("compileQuery", () => {
  it("leaves archived records out by default and keeps the tree plain JSON", () => {
    const p = compile({
      combinators: [
        {
          combine: "OR",
          fields: [
            { id: 1, type: "like", value: "an" },
            { id: 8, type: "greater", value: { relative: { amount: -7, unit: "days" } } },
          ],
        },
      ],
    });
    expect(p).toEqual({
      kind: "and",
      children: [
        { kind: "archived", archived: false },
        {
          kind: "or",
          children: [
            { kind: "text", field: 1, op: "like", value: "an" },
            { kind: "day", field: 8, op: "gt", value: "2026-03-03", timezone: "Europe/Amsterdam" },
          ],
        },
      ],
    });
    expect(JSON.parse(JSON.stringify(p))).toEqual(p);
  });

  it("compiles the archived filter", () => {
    expect(compile({ combinators: [], include_archived: "both" })).toEqual({ kind: "true" });
    expect(compile({ combinators: [], include_archived: "archived" })).toEqual({
      kind: "archived",
      archived: true,
    });
    expect(compile({ combinators: [], include_archived: null })).toEqual({
      kind: "archived",
      archived: false,
    });
  });

  it("resolves current_user and relative dates from the context", () => {
    const p = compileQuery(
      {
        combinators: [
          {
            combine: "AND",
            fields: [
              { id: 11, type: "equals", value: "current_user" },
              { id: "created_at", type: "equals", value: { relative: { amount: 1, unit: "months" } } },
            ],
          },
        ],
        include_archived: "both",
      },
      SCHEMA,
      { now: new Date("2026-01-31T12:00:00Z"), userId: 42, timezone: "UTC" },
    );
    expect(p).toEqual({
      kind: "and",
      children: [
        { kind: "contains_any", field: 11, ids: [42] },
        // 31 January plus a month is the end of February.
        { kind: "day", field: "created_at", op: "eq", value: "2026-02-28", timezone: "UTC" },
      ],
    });
  });

  it("joins nested combinators and treats an empty group as no filter", () => {
    const p = compile({
      include_archived: "both",
      combinators: [
        {
          combine: "AND",
          fields: [{ id: 6, type: "greater", value: 1 }],
          combinators: [
            {
              combine: "OR",
              fields: [
                { id: 10, type: "equals", value: 1 },
                { id: 10, type: "equals", value: 2 },
              ],
            },
            { combine: "OR" },
          ],
        },
      ],
    });
    expect(p).toEqual({
      kind: "and",
      children: [
        { kind: "number", field: 6, op: "gt", value: 1, read: "number" },
        {
          kind: "or",
          children: [
            { kind: "contains_any", field: 10, ids: [1] },
            { kind: "contains_any", field: 10, ids: [2] },
          ],
        },
      ],
    });
  });

  it("compiles link filters to some, none or a count over the matching children", () => {
    const link = (extra: object) =>
      compile({ include_archived: "both", combinators: [{ combine: "AND", links: [{ id: 20, ...extra }] }] });
    const notArchived = { kind: "archived", archived: false };
    expect(link({})).toEqual({ kind: "link", link: 20, where: notArchived, match: "some" });
    expect(link({ where_empty_not_empty: "EMPTY" })).toMatchObject({ match: "none" });
    expect(link({ where_empty_not_empty: "NOT_EMPTY" })).toMatchObject({ match: "some" });
    expect(link({ where_min: 2, where_max: 5 })).toMatchObject({ match: "count", min: 2, max: 5 });
    expect(link({ where_max: 3 })).toMatchObject({ match: "count", min: 0, max: 3 });
    expect(link({ where_empty_not_empty: "NOT_EMPTY", where_max: 3 })).toMatchObject({ min: 1, max: 3 });
    expect(link({ where_min: 0 })).toEqual({ kind: "true" });
    expect(link({ include_archived: "both", where_other_query: "q-1", where_other_type: "NOT_IN" })).toEqual({
      kind: "link",
      link: 20,
      where: { kind: "not", child: { kind: "in_query", query: "q-1" } },
      match: "some",
    });
    expect(
      link({
        include_archived: "archived",
        combinators: [{ combine: "AND", fields: [{ id: 30, type: "lesser", value: 5 }] }],
      }),
    ).toEqual({
      kind: "link",
      link: 20,
      where: {
        kind: "and",
        children: [
          { kind: "archived", archived: true },
          { kind: "number", field: 30, op: "lt", value: 5, read: "number" },
        ],
      },
      match: "some",
    });
  });

  describe("rejects what it cannot filter, naming field and operator", () => {
    const fails = (fields: QueryData["combinators"][number]["fields"], message: string | RegExp) =>
      expect(() => compile({ combinators: [{ combine: "AND", fields }] })).toThrow(message);

    it.each([
      [1, "birthday_weeks", 2, "Field 1 (text) does not support operator birthday_weeks"],
      [6, "like", "x", "Field 6 (amount) does not support operator like"],
      [8, "exact", "2026-01-01", "Field 8 (date) does not support operator exact"],
      [10, "greater", 1, "Field 10 (list) does not support operator greater"],
      [11, "in", [1], "Field 11 (user) does not support operator in"],
      ["created_by", "like", "a", "Field created_by (systemuser) does not support operator like"],
      [12, "equals", "09:30", "Field 12 has type time, which queries cannot filter on"],
      [99, "equals", 1, "Unknown field 99 in query"],
    ])("field %s, operator %s", (id, type, value, message) => {
      fails([{ id, type, value } as never], message);
    });

    it.each([
      [1, "greater", "ten", /Field 1 \(text\): operator greater needs a number, got "ten"/],
      [8, "equals", "01-03-2026", /Field 8 \(date\): operator equals needs a date/],
      [8, "equals", { relative: { amount: 1, unit: "decades" } }, /operator equals needs a date/],
      [8, "between", "2026-01-01", /operator between needs a pair \[from, to\]/],
      [8, "birthday_weeks", -1, /operator birthday_weeks needs a whole number of weeks/],
      [10, "in", [], /Field 10 \(list\): operator in needs at least one option/],
      [10, "equals", "twelve", /operator equals needs ids/],
    ])("field %s, operator %s, value %j", (id, type, value, message) => {
      fails([{ id, type, value } as never], message);
    });

    it("raises a QueryError that carries the field and operator", () => {
      try {
        compile({ combinators: [{ combine: "AND", fields: [{ id: 6, type: "like", value: "x" }] }] });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(QueryError);
        expect(error).toMatchObject({ field: "6", operator: "like" });
      }
    });

    it("rejects unknown links, combines and time zones", () => {
      expect(() => compile({ combinators: [{ combine: "AND", links: [{ id: 77 }] }] })).toThrow(
        "Unknown link 77 in query",
      );
      expect(() =>
        compile({ combinators: [{ combine: "XOR" as "AND", fields: [{ id: 1, type: "string_empty" }] }] }),
      ).toThrow("Unknown combine XOR");
      expect(() =>
        compileQuery({ combinators: [] }, SCHEMA, { now: CTX.now, timezone: "Mars/Base" }),
      ).toThrow("Unknown time zone Mars/Base");
    });

    it("compiles link child conditions against the child entity's fields", () => {
      const childField = { combine: "AND" as const, fields: [{ id: 1, type: "like" as const, value: "x" }] };
      expect(() =>
        compile({ combinators: [{ combine: "AND", links: [{ id: 20, combinators: [childField] }] }] }),
      ).toThrow("Unknown field 1 in query");
    });
  });
});

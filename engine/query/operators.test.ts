import { describe, expect, it } from "vitest";
import type { QueryFieldCondition } from "../../schemas";
import { CTX, passes, record, run } from "./testing";

type Case = [QueryFieldCondition["type"], unknown, unknown, boolean];

function check(field: QueryFieldCondition["id"], cases: Case[]) {
  it.each(cases)("%s %j on %j gives %s", (type, value, stored, expected) => {
    expect(passes({ id: field, type, value } as QueryFieldCondition, { [field as number]: stored })).toBe(
      expected,
    );
  });
}

describe("text-like fields", () => {
  describe("text", () =>
    check(1, [
      ["string_empty", undefined, null, true],
      ["string_empty", undefined, "", true],
      ["string_empty", undefined, "  ", true],
      ["string_empty", undefined, "x", false],
      ["string_is_not_empty", undefined, "x", true],
      ["string_is_not_empty", undefined, undefined, false],
      ["exact", "jansen", "Jansen", true],
      ["exact", "Jansen", "Jansens", false],
      ["exact", "", "", true],
      ["exact", "", "Jansen", false],
      ["like", "ANS", "Jansen", true],
      ["like", "xyz", "Jansen", false],
      ["like", "an", null, false],
      ["like", "", null, true],
      ["greater", 9, "10", true],
      ["greater", "9", "10", true],
      ["greater", 10, "10", false],
      ["greater_or_equal", 10, "10", true],
      ["lesser", 10, "9.5", true],
      ["lesser", 10, "abc", false],
      ["lesser", 10, null, false],
      ["lesser_or_equal", -1, "-1", true],
    ]));
  describe("textarea", () =>
    check(2, [
      ["like", "line two", "line one\nLine Two", true],
      ["exact", "a", "b", false],
    ]));
  describe("autoIncrement compares its running number", () =>
    check(3, [
      ["greater", 40, "CL-0042", true],
      ["lesser", 40, "CL-0042", false],
      ["exact", "cl-0042", "CL-0042", true],
      ["string_empty", undefined, null, true],
    ]));
  describe("email", () => check(4, [["like", "@example", "a@EXAMPLE.org", true]]));
  describe("url", () => check(5, [["exact", "https://a.nl", "HTTPS://A.NL", true]]));
});

describe("amount and calc", () => {
  describe("amount", () =>
    check(6, [
      ["equals", 1250.5, 1250.5, true],
      ["equals", "1250.5", 1250.5, true],
      ["equals", 1250, 1250.5, false],
      ["equals", null, null, true],
      ["equals", null, 0, false],
      ["greater", 0, 0, false],
      ["greater", -1, 0, true],
      ["greater", 0, null, false],
      ["greater_or_equal", 5, 5, true],
      ["lesser", 5, 4.99, true],
      ["lesser", 5, null, false],
      ["lesser_or_equal", 5, 6, false],
      ["between", [1, 10], 1, true],
      ["between", [1, 10], 10, true],
      ["between", [1, 10], 10.01, false],
      ["between", [null, 10], -500, true],
      ["between", [1, null], 1e9, true],
      ["between", [1, 10], null, false],
    ]));
  describe("calc", () =>
    check(7, [
      ["equals", 3, 3, true],
      ["between", [2, 4], 5, false],
    ]));
});

describe("dates", () => {
  describe("date", () =>
    check(8, [
      ["equals", "2026-03-01", "2026-03-01", true],
      ["equals", "2026-03-01", "2026-03-02", false],
      ["equals", null, null, true],
      ["greater", "2026-03-01", "2026-03-02", true],
      ["greater", "2026-03-01", "2026-03-01", false],
      ["greater_or_equal", "2026-03-01", "2026-03-01", true],
      ["lesser", "2026-03-01", "2026-02-28", true],
      ["lesser", "2026-03-01", null, false],
      ["lesser_or_equal", "2026-03-01", "2026-03-02", false],
      ["between", ["2026-03-01", "2026-03-31"], "2026-03-01", true],
      ["between", ["2026-03-01", "2026-03-31"], "2026-03-31", true],
      ["between", ["2026-03-01", "2026-03-31"], "2026-04-01", false],
      ["between", ["2026-03-01", null], "2099-01-01", true],
      // Relative to today, 2026-03-10.
      ["equals", { relative: { amount: 0, unit: "days" } }, "2026-03-10", true],
      ["equals", { relative: { amount: -1, unit: "weeks" } }, "2026-03-03", true],
      ["greater", { relative: { amount: -7, unit: "days" } }, "2026-03-04", true],
      ["greater", { relative: { amount: -7, unit: "days" } }, "2026-03-03", false],
      ["lesser", { relative: { amount: 1, unit: "months" } }, "2026-04-09", true],
      ["lesser", { relative: { amount: 1, unit: "months" } }, "2026-04-10", false],
      ["equals", { relative: { amount: -1, unit: "years" } }, "2025-03-10", true],
      [
        "between",
        [{ relative: { amount: -1, unit: "months" } }, { relative: { amount: 0, unit: "days" } }],
        "2026-02-10",
        true,
      ],
      [
        "between",
        [{ relative: { amount: -1, unit: "months" } }, { relative: { amount: 0, unit: "days" } }],
        "2026-02-09",
        false,
      ],
      // Birthdays: within the 7N days starting today, wrapping the year end.
      ["birthday_weeks", 1, "1980-03-10", true],
      ["birthday_weeks", 1, "1980-03-16", true],
      ["birthday_weeks", 1, "1980-03-17", false],
      ["birthday_weeks", 1, "1980-03-09", false],
      ["birthday_weeks", 52, "1980-03-09", false],
      ["birthday_weeks", 53, "1980-03-09", true],
      ["birthday_weeks", 0, "1980-03-10", false],
      ["birthday_weeks", 2, null, false],
    ]));

  describe("date with time, by calendar day in Amsterdam", () =>
    check(9, [
      // 23:30 UTC on 1 March is 00:30 on 2 March in Amsterdam.
      ["equals", "2026-03-02", "2026-03-01T23:30:00Z", true],
      ["equals", "2026-03-01", "2026-03-01T23:30:00Z", false],
      ["greater", "2026-03-01", "2026-03-01T23:30:00Z", true],
      ["equals", "2026-03-01T10:00:00Z", "2026-03-01T20:00:00Z", true],
      ["between", ["2026-03-02", "2026-03-02"], "2026-03-01T23:30:00Z", true],
    ]));

  it("counts birthdays across the year end and places today in the context's time zone", () => {
    const newYearsEve = { now: new Date("2026-12-28T12:00:00Z") };
    expect(passes({ id: 8, type: "birthday_weeks", value: 1 }, { 8: "2001-01-02" }, newYearsEve)).toBe(true);
    expect(passes({ id: 8, type: "birthday_weeks", value: 1 }, { 8: "2001-01-04" }, newYearsEve)).toBe(false);
    // 23:30 UTC on 10 March is already 11 March in Amsterdam, still 10 March in New York.
    const late = new Date("2026-03-10T23:30:00Z");
    const today = { id: 8, type: "equals", value: { relative: { amount: 0, unit: "days" } } } as const;
    expect(passes(today, { 8: "2026-03-11" }, { now: late })).toBe(true);
    expect(passes(today, { 8: "2026-03-10" }, { now: late, timezone: "America/New_York" })).toBe(true);
  });

  it("takes a 29 February birthday on 28 February in other years", () => {
    expect(
      passes(
        { id: 8, type: "birthday_weeks", value: 1 },
        { 8: "2000-02-29" },
        { now: new Date("2027-02-25") },
      ),
    ).toBe(true);
  });
});

describe("lists", () =>
  check(10, [
    ["equals", 12, [12, 14], true],
    ["equals", "14", [12, 14], true],
    ["equals", 13, [12, 14], false],
    ["equals", 12, [], false],
    ["equals", null, [], true],
    ["equals", null, [12], false],
    ["not_equals", 12, [12, 14], false],
    ["not_equals", 13, [12, 14], true],
    ["not_equals", 13, null, true],
    ["not_equals", null, [12], true],
    ["in", [13, 14], [12, 14], true],
    ["in", [13, 15], [12, 14], false],
    ["in", [13], null, false],
  ]));

describe("users", () => {
  check(11, [
    ["equals", 3, [3], true],
    ["equals", 3, [4], false],
    ["equals", "current_user", [7], true],
    ["equals", "current_user", [3], false],
    ["equals", null, [], true],
    ["equals", "", [3], false],
    ["not_equals", "current_user", [3], true],
    ["not_equals", "current_user", [7], false],
    ["not_equals", null, [3], true],
    ["not_equals", null, null, false],
  ]);

  it("matches nobody on current_user when the caller is unknown", () => {
    expect(passes({ id: 11, type: "equals", value: "current_user" }, { 11: [7] }, { now: CTX.now })).toBe(
      false,
    );
    expect(passes({ id: 11, type: "not_equals", value: "current_user" }, { 11: [7] }, { now: CTX.now })).toBe(
      true,
    );
  });
});

describe("system fields", () => {
  const rec = record({ id: 55, created_at: "2026-03-09T23:30:00Z", created_by: 7, modified_by: null });
  const only = (condition: QueryFieldCondition) =>
    run({ combinators: [{ combine: "AND", fields: [condition] }] }, rec);

  it("compares created_at and modified_at by day in the time zone", () => {
    expect(only({ id: "created_at", type: "equals", value: "2026-03-10" })).toBe(true);
    expect(
      only({ id: "created_at", type: "greater", value: { relative: { amount: -1, unit: "days" } } }),
    ).toBe(true);
    expect(only({ id: "modified_at", type: "lesser", value: "2026-02-02" })).toBe(true);
  });

  it("compares created_by and modified_by as users", () => {
    expect(only({ id: "created_by", type: "equals", value: "current_user" })).toBe(true);
    expect(only({ id: "created_by", type: "not_equals", value: 7 })).toBe(false);
    expect(only({ id: "modified_by", type: "equals", value: null })).toBe(true);
  });

  it("compares the record id as a number", () => {
    expect(only({ id: "id", type: "equals", value: 55 })).toBe(true);
    expect(only({ id: "id", type: "not_equals", value: 55 })).toBe(false);
    expect(only({ id: "id", type: "in", value: [1, 55] })).toBe(true);
    expect(only({ id: "id", type: "between", value: [56, 100] })).toBe(false);
  });
});

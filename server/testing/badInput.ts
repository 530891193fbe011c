import fc from "fast-check";
import { expect } from "vitest";
import type { ApiResponse } from "./apiHarness";

/** Arrays nested `depth` levels deep. */
const nestedArrays = (depth: number): unknown => {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
};

/** Values that break expectations: wrong types, out of range numbers, odd text, nesting. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    -1,
    0,
    2_147_483_648,
    1e20,
    1.5,
    Number.MAX_SAFE_INTEGER,
    "",
    " ",
    "\u0000",
    "x".repeat(300),
    "1",
    "2026-13-45",
    [],
    {},
    [null],
    [1, 2, 3],
    { en_GB: "x" },
    // Deeper than any form nests: refused whole, before recursive schemas and code walk it.
    nestedArrays(150),
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.jsonValue({ maxDepth: 2 }),
);

/** Ids that cannot name anything, or name something that is not there, as path segments. */
export const oddPathId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "0",
    "-1",
    "1.5",
    "abc",
    "99999999",
    "2147483648",
    "99999999999999999999",
    "1e3",
    "%201",
    "%00",
    // Not valid URL encoding, and longer than any id: the router refuses these before any route runs.
    "%",
    "%zz",
    "%E0%A4%A",
    "1".repeat(150),
  ),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
);

/** A body with one of its parts replaced by an odd value, one part dropped, or one odd part added. */
export function mutations(valid: Record<string, unknown>, extraKeys: string[] = []): fc.Arbitrary<unknown> {
  const keys = [...Object.keys(valid), ...extraKeys, "id", "uuid", "__proto__"];
  return fc.oneof(
    { weight: 1, arbitrary: oddValue },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.constantFrom(...keys), oddValue)
        .map(([key, value]) => ({ ...valid, [key]: value })),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(...Object.keys(valid)).map((key) => {
        const { [key]: _dropped, ...rest } = valid;
        return rest;
      }),
    },
  );
}

/**
 * What the spec asks of any answer to bad input: success (the input happened to be fine) or a 4xx, never
 * a 5xx or a redirect; and a 400 says what was wrong in an `errors` map ("Bad input of any kind gets a 400
 * with an errors map, never a 500").
 */
export function expectWellAnswered(response: Pick<ApiResponse, "status" | "body">, sent: unknown): void {
  const detail = JSON.stringify({ sent, status: response.status, answer: response.body });
  const { status } = response;
  expect(status < 300 || (status >= 400 && status < 500), detail).toBe(true);
  if (status === 400) {
    const errors = response.body?.errors;
    expect(
      typeof errors === "object" &&
        errors !== null &&
        !Array.isArray(errors) &&
        Object.keys(errors).length > 0,
      `a 400 without an errors map: ${detail}`,
    ).toBe(true);
  }
}

/**
 * Request options that send the body as JSON text whatever it is, so that a generated string or number is
 * the JSON body a client would send (given as is, a string would go out as text/plain).
 */
export function asJson(body: unknown): { body: string; headers: Record<string, string> } {
  return { body: JSON.stringify(body) ?? "", headers: { "content-type": "application/json" } };
}

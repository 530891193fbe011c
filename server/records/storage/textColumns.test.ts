import { describe, expect, it } from "vitest";
import { build, sql } from "../../db/sql";
import { sameText, TEXT_INDEX_PREFIX, textKey } from "./textColumns";

describe("text keys", () => {
  it("write the index's own expression, with its prefix length as a literal", () => {
    expect(build(textKey(sql`c.value_text`)).text).toBe(`left(lower(c.value_text), ${TEXT_INDEX_PREFIX})`);
    expect(build(sameText(sql`c.value_text`, sql`${"Ab"}::text`))).toEqual({
      text: "left(lower(c.value_text), 255) = left(lower($1::text), 255) and lower(c.value_text) = lower($2::text)",
      values: ["Ab", "Ab"],
    });
  });
});

import { describe, expect, it } from "vitest";
import { fits, makeContext, makeItem } from "./testing";
import textarea, { TEXTAREA_MAX_LENGTH } from "./textarea";

const ctx = makeContext();
const item = makeItem("textarea");
const html = "<p>Dear <strong>client</strong>,</p><p>Tom &amp; Jerry</p>";

describe("textarea", () => {
  it("describes a string of at most a million characters, far beyond the text limit", () => {
    expect(TEXTAREA_MAX_LENGTH).toBe(1_000_000);
    expect(textarea.valueSchema(item)).toEqual({ type: "string", maxLength: 1_000_000 });
    expect(fits(textarea.valueSchema(item), "x".repeat(3000))).toBe(true);
    expect(textarea.validate?.("x".repeat(3000), item, ctx)).toBeUndefined();
    expect(textarea.validate?.(5, item, ctx)).toBe("The value does not match the required format");
  });

  it("limits the length to a million characters, counting characters rather than UTF-16 units", () => {
    const check = (value: string) => textarea.validate?.(value, item, ctx);
    expect(check("x".repeat(1_000_000))).toBeUndefined();
    expect(check("é\n".repeat(500_000))).toBeUndefined();
    // A million emoji are two million UTF-16 units but a million characters.
    expect(check("😀".repeat(1_000_000))).toBeUndefined();
    expect(check("x".repeat(1_000_001))).toBe("The maximum length is 1000000 characters");
    expect(check(`${"😀".repeat(1_000_000)}x`)).toBe("The maximum length is 1000000 characters");
    expect(fits(textarea.valueSchema(item), "😀".repeat(1_000_000))).toBe(true);
    expect(fits(textarea.valueSchema(item), "x".repeat(1_000_001))).toBe(false);
  });

  it("keeps the HTML on the detail page", () => {
    expect(textarea.format(html, item, "show", ctx)).toBe(html);
  });

  it("gives plain text in an export, one line per paragraph", () => {
    expect(textarea.format(html, item, "csv", ctx)).toBe("Dear client,\nTom & Jerry");
  });

  it("gives one line in a list, cut after 160 characters", () => {
    expect(textarea.format(html, item, "list", ctx)).toBe("Dear client, Tom & Jerry");
    const long = `<p>${"a".repeat(200)}</p>`;
    expect(textarea.format(long, item, "list", ctx)).toBe(`${"a".repeat(160)}…`);
    expect(textarea.format(long, item, "csv", ctx)).toBe("a".repeat(200));
  });

  it("counts markup without text as empty, but not an image", () => {
    expect(textarea.isEmpty?.("<p><br></p>")).toBe(true);
    expect(textarea.isEmpty?.("<p>&nbsp;</p>")).toBe(true);
    expect(textarea.isEmpty?.('<p><img src="a.png"></p>')).toBe(false);
    expect(textarea.isEmpty?.("<p>x</p>")).toBe(false);
    expect(textarea.format(null, item, "list", ctx)).toBe("");
  });

  it("is not sortable and offers the text search operators", () => {
    expect(textarea.sortable).toBe(false);
    expect(textarea.editable).toBe(true);
    expect(textarea.searchOperators).toEqual(["like", "exact", "string_empty", "string_is_not_empty"]);
  });
});

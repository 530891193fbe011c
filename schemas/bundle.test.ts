import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { Bundle, check } from "./index";

const example = JSON.parse(
  readFileSync(new URL("../tests/data/issue-example.bundle.json", import.meta.url), "utf8"),
);

describe("Bundle schema", () => {
  it("accepts a bundle in the API's read form", () => {
    const result = check(Bundle, example);
    expect(result.ok ? [] : result.issues).toEqual([]);
  });

  it("rejects invalid metadata with the JSON path and a readable message", () => {
    const bad = structuredClone(example);
    bad.positions[0].display_items[0].colspan = 13;
    bad.positions[0].type = "sidebar";
    delete bad.context.locale;
    const result = check(Bundle, bad);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues).toContainEqual({
      path: "/positions/0/display_items/0/colspan",
      message: "must be <= 12",
    });
    expect(result.issues).toContainEqual({ path: "/context/locale", message: "is required" });
    const position = result.issues.find((i) => i.path === "/positions/0/type");
    expect(position?.message).toContain("main_content");
  });
});

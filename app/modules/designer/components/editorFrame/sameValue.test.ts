import { describe, expect, it } from "vitest";
import { sameValue } from "./sameValue";

describe("sameValue", () => {
  it("compares drafts member by member, whatever the order of their keys", () => {
    expect(
      sameValue({ name: "a", settings: { x: 1, y: [1, 2] } }, { settings: { y: [1, 2], x: 1 }, name: "a" }),
    ).toBe(true);
    expect(sameValue({ name: "a", roles: [1, 2] }, { name: "a", roles: [2, 1] })).toBe(false);
    expect(sameValue({ name: "a" }, { name: "b" })).toBe(false);
    expect(sameValue({ roles: [1] }, { roles: [1, 2] })).toBe(false);
    expect(sameValue({ value: "1" }, { value: 1 })).toBe(false);
    expect(sameValue({ value: null }, { value: undefined })).toBe(false);
    expect(sameValue([], {})).toBe(false);
  });

  it("counts a key holding undefined as no key", () => {
    expect(sameValue({ settings: { note: undefined } }, { settings: {} })).toBe(true);
    expect(sameValue({ settings: { note: "" } }, { settings: {} })).toBe(false);
  });
});

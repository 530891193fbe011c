import { describe, expect, it } from "vitest";
import { credentialChanges } from "./credentialChanges";

describe("credentialChanges", () => {
  it("names only the rights ticked on and off", () => {
    expect(credentialChanges(["a", "b", "c"], new Set(["b", "c", "d"]))).toEqual({
      grant: ["d"],
      revoke: ["a"],
    });
  });

  it("is empty when nothing changed, whatever the order", () => {
    expect(credentialChanges(["b", "a"], new Set(["a", "b"]))).toEqual({ grant: [], revoke: [] });
  });
});

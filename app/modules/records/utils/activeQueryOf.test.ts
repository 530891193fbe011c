import { describe, expect, it } from "vitest";
import { activeQueryOf, clearedQuerySearch } from "./activeQueryOf";

describe("the saved query a list applies", () => {
  it("takes the one in the address over the entity's default", () => {
    expect(activeQueryOf("q-chosen", "q-default")).toBe("q-chosen");
  });
  it("falls back to the entity's default query when none is chosen", () => {
    expect(activeQueryOf(undefined, "q-default")).toBe("q-default");
    expect(activeQueryOf(undefined, null)).toBeUndefined();
  });
  it("applies none when the user cleared it", () => {
    expect(activeQueryOf("", "q-default")).toBeUndefined();
  });
  it("clears with an empty dossierQuery only where a default would come back", () => {
    expect(clearedQuerySearch("q-default")).toEqual({ dossierQuery: "" });
    expect(clearedQuerySearch(null)).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { withQuerySettings } from "./withQuerySettings";

const A = "a";
const B = "b";

describe("withQuerySettings", () => {
  it("makes the query the default and adds it to the menu after the others, keeping theirs", () => {
    const current = { default_query: B, menu_queries: [{ rank: 4, queryUuid: B, name: "B" }] };
    expect(withQuerySettings(current, A, { isDefault: true, name: "A" })).toEqual({
      default_query: A,
      menu_queries: [{ rank: 4, queryUuid: B, name: "B" }],
    });
    expect(withQuerySettings(current, A, { inMenu: true, name: "A" })).toEqual({
      default_query: B,
      menu_queries: [
        { rank: 4, queryUuid: B, name: "B" },
        { rank: 5, queryUuid: A, name: "A" },
      ],
    });
  });

  it("takes the query out of the default and the menu, leaving another default alone", () => {
    const current = {
      default_query: A,
      menu_queries: [
        { rank: 0, queryUuid: A, name: "A" },
        { rank: 1, queryUuid: B, name: "B" },
      ],
    };
    expect(withQuerySettings(current, A, { isDefault: false, name: "A" })).toEqual({
      default_query: null,
      menu_queries: current.menu_queries,
    });
    expect(withQuerySettings(current, A, { inMenu: false, name: "A" })).toEqual({
      default_query: A,
      menu_queries: [{ rank: 1, queryUuid: B, name: "B" }],
    });
    expect(withQuerySettings({ default_query: B }, A, { isDefault: false, name: "A" }).default_query).toBe(B);
    expect(withQuerySettings(undefined, A, { inMenu: true, name: "A" })).toEqual({
      default_query: null,
      menu_queries: [{ rank: 0, queryUuid: A, name: "A" }],
    });
  });
});

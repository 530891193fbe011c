import { describe, expect, it } from "vitest";
import { ENTITY_ACTIONS } from "./catalog";
import { entityCredentials } from "./entityCredentials";
import { contexts } from "./testContexts";

describe("entityCredentials", () => {
  it("lists the actions a member holds on the entity", () => {
    expect(entityCredentials(contexts.member, 1, 5)).toEqual(["show", "edit"]);
    expect(entityCredentials(contexts.member, 1, 6)).toEqual([]);
  });

  it("gives admins every action, custom ones included", () => {
    expect(entityCredentials(contexts.environmentAdmin, 1, 5, ["approve"])).toEqual([
      ...ENTITY_ACTIONS,
      "approve",
    ]);
  });
});

import { describe, expect, it } from "vitest";
import { canSeeUser } from "./canSeeUser";
import { contexts } from "./testContexts";

describe("canSeeUser", () => {
  it("shows users to themselves and to members of a shared environment", () => {
    expect(canSeeUser(contexts.member, 4, [])).toBe(true);
    expect(canSeeUser(contexts.member, 30, [1, 3])).toBe(true);
  });

  it("hides users who share no environment with the caller", () => {
    expect(canSeeUser(contexts.member, 30, [2])).toBe(false);
    expect(canSeeUser(contexts.stranger, 30, [1])).toBe(false);
  });

  it("shows everyone to super and contract admins", () => {
    expect(canSeeUser(contexts.superAdmin, 30, [])).toBe(true);
    expect(canSeeUser(contexts.contractAdmin, 30, [2])).toBe(true);
  });
});

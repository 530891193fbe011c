import { describe, expect, it } from "vitest";
import { canCreateUser } from "./canCreateUser";
import { contexts } from "./testContexts";

describe("canCreateUser", () => {
  it("lets super and contract admins create users without an environment", () => {
    expect(canCreateUser(contexts.superAdmin)).toBe(true);
    expect(canCreateUser(contexts.contractAdmin)).toBe(true);
  });

  it("lets user managers create users into their own environment only", () => {
    expect(canCreateUser(contexts.userManager)).toBe(false);
    expect(canCreateUser(contexts.userManager, 1)).toBe(true);
    expect(canCreateUser(contexts.userManager, 2)).toBe(false);
    expect(canCreateUser(contexts.environmentAdmin, 1)).toBe(true);
    expect(canCreateUser(contexts.member, 1)).toBe(false);
  });
});

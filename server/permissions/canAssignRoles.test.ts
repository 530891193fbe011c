import { describe, expect, it } from "vitest";
import { canAssignRoles } from "./canAssignRoles";
import { contexts } from "./testContexts";

describe("canAssignRoles", () => {
  it("lets user managers hand out ordinary roles in their environment", () => {
    expect(canAssignRoles(contexts.userManager, 1, false)).toBe(true);
    expect(canAssignRoles(contexts.userManager, 2, false)).toBe(false);
    expect(canAssignRoles(contexts.member, 1, false)).toBe(false);
  });

  it("keeps environment-admin roles for environment admins and super admins", () => {
    expect(canAssignRoles(contexts.userManager, 1, true)).toBe(false);
    expect(canAssignRoles(contexts.environmentAdmin, 1, true)).toBe(true);
    expect(canAssignRoles(contexts.superAdmin, 1, true)).toBe(true);
    expect(canAssignRoles(contexts.stranger, 1, true)).toBe(false);
  });
});

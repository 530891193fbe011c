import { describe, expect, it } from "vitest";
import { canManageUser } from "./canManageUser";
import { contexts } from "./testContexts";
import type { UserStanding } from "./userStanding";

const user = (memberships: [number, boolean][], createdBy: number | null = null): UserStanding => ({
  id: 30,
  createdBy,
  memberships: memberships.map(([environmentId, active]) => ({ environmentId, active })),
});

describe("canManageUser", () => {
  it("lets user managers and environment admins manage the members of their environment", () => {
    expect(canManageUser(contexts.userManager, user([[1, true]]))).toBe(true);
    expect(canManageUser(contexts.userManager, user([[1, false]]))).toBe(true);
    expect(
      canManageUser(
        contexts.environmentAdmin,
        user([
          [2, true],
          [1, true],
        ]),
      ),
    ).toBe(true);
  });

  it("refuses users who are only in environments the caller does not manage", () => {
    expect(canManageUser(contexts.userManager, user([[2, true]]))).toBe(false);
    expect(canManageUser(contexts.userManager, user([]))).toBe(false);
    expect(canManageUser(contexts.member, user([[1, true]]))).toBe(false);
    expect(canManageUser(contexts.contractAdmin, user([[2, true]]))).toBe(false);
  });

  it("lets callers manage the users they created, and super admins everyone", () => {
    expect(canManageUser(contexts.contractAdmin, user([], 2))).toBe(true);
    expect(canManageUser(contexts.superAdmin, user([[2, true]]))).toBe(true);
  });
});

import { describe, expect, it } from "vitest";
import { canSeeUser } from "./canSeeUser";
import { contexts } from "./testContexts";
import type { UserStanding } from "./userStanding";

const user = (memberships: [number, boolean][], createdBy: number | null = null): UserStanding => ({
  id: 30,
  createdBy,
  memberships: memberships.map(([environmentId, active]) => ({ environmentId, active })),
});

describe("canSeeUser", () => {
  it("shows users to themselves and to members of a shared environment where they are active", () => {
    expect(canSeeUser(contexts.member, { ...user([]), id: 4 })).toBe(true);
    expect(canSeeUser(contexts.member, user([[1, true]]))).toBe(true);
    expect(canSeeUser(contexts.member, user([[1, false]]))).toBe(false);
  });

  it("shows user managers the members of their environment, deactivated ones too", () => {
    expect(canSeeUser(contexts.userManager, user([[1, false]]))).toBe(true);
    expect(canSeeUser(contexts.environmentAdmin, user([[1, false]]))).toBe(true);
  });

  it("hides users who share no environment with the caller, from contract admins too", () => {
    expect(canSeeUser(contexts.member, user([[2, true]]))).toBe(false);
    expect(canSeeUser(contexts.stranger, user([[1, true]]))).toBe(false);
    expect(canSeeUser(contexts.contractAdmin, user([[2, true]]))).toBe(false);
    expect(canSeeUser(contexts.userManager, user([]))).toBe(false);
  });

  it("shows users to whoever created them, and everyone to super admins", () => {
    expect(canSeeUser(contexts.contractAdmin, user([], 2))).toBe(true);
    expect(canSeeUser(contexts.superAdmin, user([]))).toBe(true);
  });
});

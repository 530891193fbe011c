import { describe, expect, it } from "vitest";
import { callerContext, ENVIRONMENT_ADMIN, ROLE_ADMIN, tokenRoles } from "./callerContext";

describe("callerContext", () => {
  const ctx = callerContext({
    userId: 7,
    username: "anna",
    globalRoles: [],
    memberships: [
      { environmentId: 1, roles: [3, 4], credentials: ["kedo.env"] },
      { environmentId: 2, roles: [9], credentials: [ENVIRONMENT_ADMIN] },
    ],
  });

  it("answers roles and credentials per environment and nothing for others", () => {
    expect(ctx.roles(1)).toEqual([3, 4]);
    expect([...ctx.credentials(1)]).toEqual(["kedo.env"]);
    expect(ctx.roles(3)).toEqual([]);
    expect(ctx.credentials(3).size).toBe(0);
    expect(ctx.environmentIds).toEqual([1, 2]);
  });

  it("knows environment admins by their credential", () => {
    expect(ctx.environmentAdmin(1)).toBe(false);
    expect(ctx.environmentAdmin(2)).toBe(true);
    expect(ctx.isMember(2)).toBe(true);
    expect(ctx.isMember(5)).toBe(false);
  });

  it("derives super and contract admin from the global roles", () => {
    const admin = callerContext({ userId: 1, username: "admin", globalRoles: [ROLE_ADMIN], memberships: [] });
    expect(admin.superAdmin).toBe(true);
    expect(admin.contractAdmin).toBe(false);
    expect(ctx.superAdmin).toBe(false);
  });

  it("puts ROLE_USER first in the token roles, once", () => {
    expect(tokenRoles([ROLE_ADMIN])).toEqual(["ROLE_USER", "ROLE_ADMIN"]);
    expect(tokenRoles(["ROLE_USER"])).toEqual(["ROLE_USER"]);
  });
});

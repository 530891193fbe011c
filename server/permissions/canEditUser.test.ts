import { describe, expect, it } from "vitest";
import { canEditUser } from "./canEditUser";
import { contexts } from "./testContexts";

describe("canEditUser", () => {
  it("lets users edit themselves and super admins edit anyone", () => {
    expect(canEditUser(contexts.member, 4)).toBe(true);
    expect(canEditUser(contexts.superAdmin, 4)).toBe(true);
  });

  it("keeps environment admins and others off someone else's profile", () => {
    expect(canEditUser(contexts.environmentAdmin, 4)).toBe(false);
    expect(canEditUser(contexts.contractAdmin, 4)).toBe(false);
  });
});

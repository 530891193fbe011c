import { describe, expect, it } from "vitest";
import { callerContext } from "./callerContext";
import { canSeeDataStructure } from "./canSeeDataStructure";
import { contexts } from "./testContexts";

const holder = (credentials: string[]) =>
  callerContext({
    userId: 7,
    username: "designer",
    globalRoles: [],
    memberships: [{ environmentId: 1, roles: [13], credentials }],
  });

describe("canSeeDataStructure", () => {
  it("opens the data structure to holders of kedo.datastructure or kedo.erd, or a key inside them", () => {
    expect(canSeeDataStructure(holder(["kedo.datastructure"]), 1)).toBe(true);
    expect(canSeeDataStructure(holder(["kedo.erd"]), 1)).toBe(true);
    expect(canSeeDataStructure(holder(["kedo.datastructure.view"]), 1)).toBe(true);
  });

  it("keeps it from members with other keys, and from everyone in another environment", () => {
    expect(canSeeDataStructure(contexts.member, 1)).toBe(false);
    expect(canSeeDataStructure(contexts.userManager, 1)).toBe(false);
    expect(canSeeDataStructure(holder(["kedo.erdx", "kedo.defdossier"]), 1)).toBe(false);
    expect(canSeeDataStructure(holder(["kedo.datastructure"]), 2)).toBe(false);
  });

  it("lets super admins and the environment's admins see all", () => {
    expect(canSeeDataStructure(contexts.superAdmin, 1)).toBe(true);
    expect(canSeeDataStructure(contexts.environmentAdmin, 1)).toBe(true);
    expect(canSeeDataStructure(contexts.stranger, 1)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { callerContext } from "../../permissions/callerContext";
import { contexts } from "../../permissions/testContexts";
import { canDesign } from "./designerAccess";

const holder = (credentials: string[]) =>
  callerContext({
    userId: 9,
    username: "designer",
    globalRoles: [],
    memberships: [{ environmentId: 1, roles: [30], credentials }],
  });

describe("canDesign", () => {
  it("opens each area to its admin keys", () => {
    expect(canDesign(holder(["kedo.defdossier"]), 1, "defdossier")).toBe(true);
    expect(canDesign(holder(["kedo.displayitem"]), 1, "displayitem")).toBe(true);
    expect(canDesign(holder(["kedo.defdossierdeffield"]), 1, "deffield")).toBe(true);
    expect(canDesign(holder(["kedo.defdossierdeffield"]), 1, "defdossierdeffield")).toBe(true);
    expect(canDesign(holder(["kedo.datastructure"]), 1, "displayitem")).toBe(true);
  });

  it("keeps each key to its own area", () => {
    expect(canDesign(holder(["kedo.displayitem"]), 1, "defdossier")).toBe(false);
    expect(canDesign(holder(["kedo.defdossier"]), 1, "deffield")).toBe(false);
    expect(canDesign(holder(["kedo.role", "kedo.user"]), 1, "displayitem")).toBe(false);
  });

  it("does not take an action on records for the entity designer", () => {
    expect(canDesign(contexts.member, 1, "defdossier")).toBe(false);
    expect(canDesign(holder(["kedo.defdossier.5.edit", "kedo.defdossier.5.create"]), 1, "defdossier")).toBe(
      false,
    );
  });

  it("lets super and environment admins in, and no one into another environment", () => {
    expect(canDesign(contexts.superAdmin, 1, "defdossier")).toBe(true);
    expect(canDesign(contexts.environmentAdmin, 1, "displayitem")).toBe(true);
    expect(canDesign(contexts.environmentAdmin, 2, "displayitem")).toBe(false);
    expect(canDesign(holder(["kedo.defdossier"]), 2, "defdossier")).toBe(false);
  });
});

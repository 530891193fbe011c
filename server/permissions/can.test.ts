import { describe, expect, it } from "vitest";
import { can, entityCredential } from "./can";
import { contexts } from "./testContexts";

describe("can", () => {
  it("writes entity credentials as kedo.defdossier.{entityId}.{action}", () => {
    expect(entityCredential(5, "show")).toBe("kedo.defdossier.5.show");
  });

  it("allows exactly the actions a member's roles grant on that entity", () => {
    expect(can(contexts.member, 1, 5, "show")).toBe(true);
    expect(can(contexts.member, 1, 5, "edit")).toBe(true);
    expect(can(contexts.member, 1, 5, "delete")).toBe(false);
    expect(can(contexts.member, 1, 6, "show")).toBe(false);
  });

  it("does not let a credential of one environment work in another", () => {
    expect(can(contexts.member, 2, 5, "show")).toBe(false);
  });

  it("lets super admins and the environment's admins do anything there", () => {
    expect(can(contexts.superAdmin, 1, 5, "merge")).toBe(true);
    expect(can(contexts.environmentAdmin, 1, 5, "delete")).toBe(true);
    expect(can(contexts.stranger, 1, 5, "show")).toBe(false);
  });
});

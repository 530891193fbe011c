import { describe, expect, it } from "vitest";
import { hasAdminCredential } from "./hasAdminCredential";
import { contexts } from "./testContexts";

describe("hasAdminCredential", () => {
  it("grants an area to holders of its key or of a narrower key inside it", () => {
    expect(hasAdminCredential(contexts.userManager, 1, "kedo.user")).toBe(true);
    expect(hasAdminCredential(contexts.member, 1, "kedo.file")).toBe(true);
    expect(hasAdminCredential(contexts.member, 1, "kedo.file.delete")).toBe(true);
  });

  it("does not match keys that merely share a prefix", () => {
    expect(hasAdminCredential(contexts.userManager, 1, "kedo.use")).toBe(false);
    expect(hasAdminCredential(contexts.member, 1, "kedo.env")).toBe(false);
  });

  it("lets admins in and keeps other environments' users out", () => {
    expect(hasAdminCredential(contexts.environmentAdmin, 1, "kedo.role")).toBe(true);
    expect(hasAdminCredential(contexts.superAdmin, 1, "kedo.role")).toBe(true);
    expect(hasAdminCredential(contexts.stranger, 1, "kedo.role")).toBe(false);
    expect(hasAdminCredential(contexts.userManager, 2, "kedo.user")).toBe(false);
  });
});

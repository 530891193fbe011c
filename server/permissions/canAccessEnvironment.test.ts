import { describe, expect, it } from "vitest";
import { canAccessEnvironment } from "./canAccessEnvironment";
import { contexts } from "./testContexts";

describe("canAccessEnvironment", () => {
  it("lets members and super admins in", () => {
    expect(canAccessEnvironment(contexts.member, 1)).toBe(true);
    expect(canAccessEnvironment(contexts.environmentAdmin, 1)).toBe(true);
    expect(canAccessEnvironment(contexts.superAdmin, 1)).toBe(true);
  });

  it("keeps everyone else out, including contract admins and admins of other environments", () => {
    expect(canAccessEnvironment(contexts.stranger, 1)).toBe(false);
    expect(canAccessEnvironment(contexts.contractAdmin, 1)).toBe(false);
    expect(canAccessEnvironment(contexts.member, 2)).toBe(false);
  });
});

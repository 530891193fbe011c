import { describe, expect, it } from "vitest";
import { canCreateEnvironment } from "./canCreateEnvironment";
import { contexts } from "./testContexts";

describe("canCreateEnvironment", () => {
  it("is for super admins and contract admins only", () => {
    expect(canCreateEnvironment(contexts.superAdmin)).toBe(true);
    expect(canCreateEnvironment(contexts.contractAdmin)).toBe(true);
    expect(canCreateEnvironment(contexts.environmentAdmin)).toBe(false);
    expect(canCreateEnvironment(contexts.member)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { bypassesChecks } from "./bypassesChecks";
import { contexts } from "./testContexts";

describe("bypassesChecks", () => {
  it("holds for super admins everywhere and environment admins in their own environment", () => {
    expect(bypassesChecks(contexts.superAdmin, 1)).toBe(true);
    expect(bypassesChecks(contexts.superAdmin, 99)).toBe(true);
    expect(bypassesChecks(contexts.environmentAdmin, 1)).toBe(true);
  });

  it("does not carry an environment admin into another environment", () => {
    expect(bypassesChecks(contexts.stranger, 1)).toBe(false);
    expect(bypassesChecks(contexts.environmentAdmin, 2)).toBe(false);
  });

  it("does not hold for ordinary members or contract admins", () => {
    expect(bypassesChecks(contexts.member, 1)).toBe(false);
    expect(bypassesChecks(contexts.contractAdmin, 1)).toBe(false);
  });
});

// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { saveReferer, takeReferer } from "./referer";
import { STORAGE_KEYS } from "./storageKeys";

const now = Date.parse("2026-03-02T09:00:00Z");
const HOUR = 3_600_000;

describe("the login referer", () => {
  beforeEach(() => localStorage.clear());

  it("returns the page asked for, once", () => {
    saveReferer("/defdossier/1030?dossierQuery=abc");
    expect(takeReferer(now)).toBe("/defdossier/1030?dossierQuery=abc");
    expect(takeReferer(now)).toBe("/environment");
  });

  it("goes to the environment picker instead of / or nothing", () => {
    saveReferer("/");
    expect(takeReferer(now)).toBe("/environment");
    expect(takeReferer(now)).toBe("/environment");
  });

  it("forgets the referer when the last visit is more than 24 hours ago", () => {
    saveReferer("/roles");
    localStorage.setItem(STORAGE_KEYS.lastVisit, String(now - 25 * HOUR));
    expect(takeReferer(now)).toBe("/environment");
    saveReferer("/roles");
    localStorage.setItem(STORAGE_KEYS.lastVisit, String(now - 23 * HOUR));
    expect(takeReferer(now)).toBe("/roles");
  });

  it("never leaves the site", () => {
    saveReferer("//elsewhere.example/path");
    expect(takeReferer(now)).toBe("/environment");
  });
});

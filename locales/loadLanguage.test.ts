import { describe, expect, it } from "vitest";
import { activate, i18n, isLoaded, loadLanguage, t } from "./index";

// This file never imports ./all: only English is there until a language is loaded, as in the app.
describe("catalogs on demand", () => {
  it("starts with English only and refuses to switch to a catalog it does not have", () => {
    expect(isLoaded("en")).toBe(true);
    expect(isLoaded("nl")).toBe(false);
    expect(() => activate("nl")).toThrow(/not loaded/);
    expect(i18n.locale).toBe("en");
  });

  it("fetches a language once (a locale code names it), then switches to it", async () => {
    const first = loadLanguage("nl_NL");
    const second = loadLanguage("nl");
    expect(second).toBe(first);
    expect(await first).toBe("nl");
    expect(isLoaded("nl")).toBe(true);
    expect(isLoaded("de")).toBe(false);
    expect(activate("nl")).toBe("nl");
    expect(t("This is a required field")).toBe("Dit is een verplicht veld");
    activate("en");
    expect(t("This is a required field")).toBe("This is a required field");
  });

  it("answers English at once, and English for a language it does not know", async () => {
    expect(await loadLanguage("en")).toBe("en");
    expect(await loadLanguage("xx")).toBe("en");
  });
});

// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { i18n, t } from "../../locales";
import { STORAGE_KEYS } from "../modules/session/state/storageKeys";
import { switchLanguage } from "./switchLanguage";

describe("switchLanguage", () => {
  it("fetches the catalog before switching, so no message shows as its bare id", async () => {
    // Every render a change may cause reads a real message (a key id would show as itself without one).
    const seen: string[] = [];
    const stop = i18n.on("change", () => seen.push(`${i18n.locale}: ${t("403_general_message")}`));
    expect(await switchLanguage("de")).toBe(true);
    stop();
    expect(seen.filter((text) => text.includes("403_general_message"))).toEqual([]);
    expect(seen.at(-1)).toBe("de: Sie haben keine Berechtigung, dies anzuzeigen");
    expect(document.documentElement.lang).toBe("de");
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe("de");
  });

  it("lets the last of two overlapping choices win", async () => {
    const [first, second] = await Promise.all([switchLanguage("fr"), switchLanguage("es")]);
    expect([first, second]).toEqual([false, true]);
    expect(i18n.locale).toBe("es");
    expect(document.documentElement.lang).toBe("es");
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe("es");
    await switchLanguage("en");
  });
});

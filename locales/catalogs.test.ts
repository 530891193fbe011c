import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { i18n as lingui } from "@lingui/core";
import { afterEach, describe, expect, it } from "vitest";
import { INVALID_MESSAGE, REQUIRED_MESSAGE } from "../engine";
import { messages } from "../engine/fields";
import { activate, i18n, LANGUAGES, languageOf, t, translateMessage } from ".";
import { catalogs } from "./all";

afterEach(() => {
  activate("en");
});

describe("catalogs", () => {
  const ids = Object.keys(catalogs.en).sort();

  it.each(LANGUAGES.filter((language) => language !== "en"))(
    "%s has exactly the ids of en, all translated",
    (language) => {
      const catalog = catalogs[language];
      expect(Object.keys(catalog).sort()).toEqual(ids);
      for (const id of ids) expect(catalog[id]?.trim(), `${language}: ${id}`).not.toBe("");
    },
  );

  it("reads every message without placeholders back as written (no ICU escapes swallow apostrophes)", () => {
    for (const language of LANGUAGES) {
      activate(language);
      for (const id of ids) {
        const text = catalogs[language][id] as string;
        if (!text.includes("{")) expect(t(id), `${language}: ${id}`).toBe(text);
      }
    }
  });

  it("keeps each message's placeholders in every language", () => {
    // A plain {name}, or the argument of an ICU plural or select ({count, plural, one {...} other {...}}).
    const placeholders = (text: string) =>
      [...new Set([...text.matchAll(/\{(\w+)(?=\}|,)/g)].map((m) => m[1]))].sort();
    for (const language of LANGUAGES)
      for (const id of ids)
        expect(placeholders(catalogs[language][id] ?? ""), `${language}: ${id}`).toEqual(placeholders(id));
  });

  it("holds every message the widgets show and every validation message of the engine", () => {
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const used = new Set<string>();
    for (const file of sources("widgets")) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(/\bt\("([^"]+)"/g)) used.add(match[1] as string);
      for (const match of text.matchAll(/(?:MESSAGE|TOAST) = "([^"]+)"/g)) used.add(match[1] as string);
      for (const match of text.matchAll(/label: "([^"]+)"/g)) used.add(match[1] as string);
    }
    for (const message of [...Object.values(messages), REQUIRED_MESSAGE, INVALID_MESSAGE]) used.add(message);
    expect(used.size).toBeGreaterThan(40);
    for (const id of used) expect(Object.hasOwn(catalogs.en, id), id).toBe(true);
  });
});

describe("switching language", () => {
  it("is Lingui's shared i18n, so the app's I18nProvider and the widgets agree", () => {
    expect(i18n).toBe(lingui);
  });

  it("translates in the active language and tells listeners", () => {
    let told = 0;
    const stop = i18n.on("change", () => told++);
    expect(activate("nl_NL")).toBe("nl");
    expect(t("This is a required field")).toBe("Dit is een verplicht veld");
    activate("ru");
    expect(t("Read more")).toBe("Читать далее");
    stop();
    expect(told).toBe(2);
  });

  it("maps locale codes to languages, English for unknown ones", () => {
    expect(languageOf("es_CO")).toBe("es");
    expect(languageOf("de")).toBe("de");
    expect(languageOf("pt_BR")).toBe("en");
  });

  it("fills placeholders and answers unknown ids as they are", () => {
    activate("de");
    expect(t("Remove {name}", { name: "Anna" })).toBe("Anna entfernen");
    expect(t("Not in any catalog")).toBe("Not in any catalog");
  });

  it("translates messages whose placeholders the engine already filled", () => {
    activate("fr");
    expect(translateMessage("Use at most 2 decimals")).toBe("Utilisez au plus 2 décimales");
    expect(translateMessage("This is a required field")).toBe("Ce champ est obligatoire");
  });
});

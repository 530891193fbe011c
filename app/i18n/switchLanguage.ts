import { activate, type Language, loadLanguage } from "../../locales";
import { STORAGE_KEYS } from "../modules/session/state/storageKeys";
import { writeLanguageCookie } from "./languageCookie";

let latest: Language | null = null;

/**
 * Activates an interface language everywhere at once and remembers the choice. The language's catalog is
 * fetched first and the switch made when it is there, so the page never shows bare message ids; when two
 * choices overlap, the last one wins. Answers false (the language left as it was) when the fetch failed.
 */
export async function switchLanguage(language: Language): Promise<boolean> {
  latest = language;
  try {
    await loadLanguage(language);
  } catch {
    return false;
  }
  if (latest !== language) return false;
  activate(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  writeLanguageCookie(language);
  document.documentElement.lang = language;
  return true;
}

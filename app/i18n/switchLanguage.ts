import { activate, type Language } from "../../locales";
import { STORAGE_KEYS } from "../modules/session/state/storageKeys";
import { writeLanguageCookie } from "./languageCookie";

/** Activates an interface language everywhere at once and remembers the choice. */
export function switchLanguage(language: Language): void {
  activate(language);
  localStorage.setItem(STORAGE_KEYS.language, language);
  writeLanguageCookie(language);
  document.documentElement.lang = language;
}

import { LANGUAGES, type Language } from "../../locales";
import { STORAGE_KEYS } from "../modules/session/state/storageKeys";
import { LANGUAGE_COOKIE } from "./languageCookie";

const known = (code: string | null | undefined): Language | null => {
  const language = code?.slice(0, 2).toLowerCase();
  return language && (LANGUAGES as readonly string[]).includes(language) ? (language as Language) : null;
};

function cookieLanguage(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1] as string) : null;
}

/**
 * The interface language: the user's choice (local storage, or the 10-minute cookie that outlives a
 * logout), else the browser's languages, else the page's lang attribute, else English.
 */
export function detectLanguage(): Language {
  const candidates = [
    localStorage.getItem(STORAGE_KEYS.language),
    cookieLanguage(),
    ...(navigator.languages ?? []),
    navigator.language,
    document.documentElement.lang,
  ];
  for (const candidate of candidates) {
    const language = known(candidate);
    if (language) return language;
  }
  return "en";
}

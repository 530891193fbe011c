export const LANGUAGE_COOKIE = "docket_lang";
/** The language cookie lives 10 minutes (spec 1-platform section 9). */
const COOKIE_SECONDS = 600;

export function writeLanguageCookie(language: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in some browsers
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; max-age=${COOKIE_SECONDS}; path=/; samesite=lax`;
}

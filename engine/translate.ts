/** Picks the translation for a locale, falling back to the first one (the spec's rule for every label). */
export function pickTranslation<T extends { culture: string }>(
  translations: readonly T[] | undefined,
  locale: string,
) {
  if (!translations || translations.length === 0) return undefined;
  return translations.find((t) => t.culture === locale) ?? translations[0];
}

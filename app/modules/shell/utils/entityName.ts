import type { MenuEntity } from "../api/MenuEntity";

/** An entity's plural name in a locale, the first translation as fallback, else its technical name. */
export function entityName(entity: Pick<MenuEntity, "id" | "name" | "translations">, locale: string): string {
  const translations = entity.translations ?? [];
  const chosen =
    translations.find((translation) => translation.culture === locale) ??
    translations.find((translation) => translation.culture.slice(0, 2) === locale.slice(0, 2)) ??
    translations[0];
  return chosen?.name_plural || chosen?.name_singular || entity.name || `#${entity.id}`;
}

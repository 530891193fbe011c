import type { Query } from "../../../../schemas";

/** A query's search name in the locale, another language's as fallback, else its dashboard name or id. */
export function queryName(query: Pick<Query, "id" | "translations">, locale: string): string {
  const translations = query.translations ?? [];
  const chosen =
    translations.find((tr) => tr.culture === locale && tr.search_name) ??
    translations.find((tr) => tr.culture.slice(0, 2) === locale.slice(0, 2) && tr.search_name) ??
    translations.find((tr) => tr.search_name);
  return (
    chosen?.search_name || translations.find((tr) => tr.dashboard_name)?.dashboard_name || `#${query.id}`
  );
}

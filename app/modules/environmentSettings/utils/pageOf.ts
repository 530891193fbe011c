/** Spec: generic lists show 10 per page. */
export const SETTINGS_PAGE_SIZE = 10;

/** Items whose text holds the search (case-insensitive), and the page of them asked for. */
export function pageOf<T>(items: readonly T[], textOf: (item: T) => string, search: string, page: number) {
  const needle = search.trim().toLowerCase();
  const found = needle ? items.filter((item) => textOf(item).toLowerCase().includes(needle)) : [...items];
  const pages = Math.max(1, Math.ceil(found.length / SETTINGS_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), pages);
  return {
    rows: found.slice((current - 1) * SETTINGS_PAGE_SIZE, current * SETTINGS_PAGE_SIZE),
    found: found.length,
    current,
    pages,
  };
}

/**
 * The address of a log's CSV file with the page's filters: a plain link, so the browser saves the file as
 * the server streams it, however long it gets.
 */
export function csvExportUrl(path: string, query: Record<string, string | number>): string {
  const params = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)]));
  return `/api${path}?${params.toString()}`;
}

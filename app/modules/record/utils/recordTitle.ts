/** The detail page's title: the summary, else the id. */
export function recordTitle(record: { id: number; summary: string | null }): string {
  return record.summary?.trim() ? record.summary : String(record.id);
}

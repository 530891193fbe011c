/** How a record is named in labels: its summary, else its id. */
export function recordLabelOf(record: { id: number; summary: string | null }): string {
  return record.summary?.trim() ? record.summary : `#${record.id}`;
}

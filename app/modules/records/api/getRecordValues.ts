import type { RecordDetail } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/**
 * GET /contentdossier/{id}?view=...: the record's values keyed by field or link key (f12, l3), and the
 * version they are of, with the condition queries with link criteria the record matches (in_queries).
 */
export async function getRecordValues(
  recordId: number,
  view: string,
): Promise<{ byKey: Map<string, unknown>; version?: number; inQueries: string[] }> {
  const answer = await api<RecordDetail>(`/contentdossier/${recordId}`, { query: { view } });
  const byKey = new Map<string, unknown>();
  for (const item of answer.items ?? []) {
    const value = answer.content[item.id];
    if (value !== undefined && !byKey.has(item.key)) byKey.set(item.key, value);
  }
  return {
    byKey,
    ...(answer.version !== undefined ? { version: answer.version } : {}),
    inQueries: answer.in_queries ?? [],
  };
}

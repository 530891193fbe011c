import { api } from "../../../api/apiClient";

interface RecordAnswer {
  content: Record<string, unknown>;
  items?: { id: number; key: string }[];
}

/** GET /contentdossier/{id}?view=...: the record's values keyed by field or link key (f12, l3). */
export async function getRecordValues(recordId: number, view: string): Promise<Map<string, unknown>> {
  const answer = await api<RecordAnswer>(`/contentdossier/${recordId}`, { query: { view } });
  const byKey = new Map<string, unknown>();
  for (const item of answer.items ?? []) {
    const value = answer.content[item.id];
    if (value !== undefined && !byKey.has(item.key)) byKey.set(item.key, value);
  }
  return byKey;
}

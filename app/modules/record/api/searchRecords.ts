import { api } from "../../../api/apiClient";

interface RecordRow {
  id: number;
  summary: string | null;
}

/** GET /contentdossier?defDossier&summary&limit=25: records of an entity whose summary holds the query. */
export async function searchRecords(entityId: number, query: string): Promise<RecordRow[]> {
  const answer = await api<{ results: RecordRow[] }>("/contentdossier", {
    query: { defDossier: entityId, limit: 25, ...(query.trim() ? { summary: query.trim() } : {}) },
  });
  return answer.results;
}

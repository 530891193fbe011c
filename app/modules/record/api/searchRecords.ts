import type { ListedRecord, RecordListAnswer } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /contentdossier?defDossier&summary&limit=25: records of an entity whose summary holds the query. */
export async function searchRecords(entityId: number, query: string): Promise<ListedRecord[]> {
  const answer = await api<RecordListAnswer>("/contentdossier", {
    query: { defDossier: entityId, limit: 25, ...(query.trim() ? { summary: query.trim() } : {}) },
  });
  return answer.results;
}

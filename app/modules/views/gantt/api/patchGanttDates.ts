import type { SavedRecord } from "../../../../../schemas";
import { api } from "../../../../api/apiClient";

/** PATCH /contentdossier/{id}?displayCustomView=Gantt {start, end}: a project's or task's new dates. */
export function patchGanttDates(
  recordId: number,
  dates: { start: string; end: string },
): Promise<SavedRecord> {
  return api<SavedRecord>(`/contentdossier/${recordId}`, {
    method: "PATCH",
    query: { displayCustomView: "Gantt" },
    body: dates,
  });
}

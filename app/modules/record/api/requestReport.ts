import { api } from "../../../api/apiClient";

/** POST /module/report/{report}/request?contentDossierId&outputType: asks for a report on the record. */
export function requestReport(
  report: string | number,
  recordId: number,
  format: string,
  environmentId: number | null,
): Promise<unknown> {
  return api(`/module/report/${report}/request`, {
    method: "POST",
    query: {
      contentDossierId: recordId,
      outputType: format,
      ...(environmentId !== null ? { environment_id: environmentId } : {}),
    },
    body: { format, contentDossierId: recordId },
  });
}

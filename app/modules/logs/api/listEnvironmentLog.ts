import type { LogEntry, Pager } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";

/** An entry of the environment's change log: a log entry with the record and entity it is about. */
export type EnvironmentLogEntry = LogEntry & {
  content_dossier_id: number | null;
  def_dossier_id: number | null;
};

/** GET /dossierlog?environment: a page of the environment's change log, newest first, filtered. */
export function listEnvironmentLog(
  environment: number,
  filters: LogFilterValues,
  options: { page: number; limit: number; locale?: string },
): Promise<{ results: EnvironmentLogEntry[]; pager: Pager }> {
  return api("/dossierlog", {
    query: {
      ...logQueryOf(environment, filters),
      page: options.page,
      limit: options.limit,
      ...(options.locale ? { locale: options.locale } : {}),
    },
  });
}

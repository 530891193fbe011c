import type { ChangeLogList } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";

/** An entry of the environment's change log, as the server declares it (schemas/log.ts). */
export type { ChangeLogEntry as EnvironmentLogEntry } from "../../../../schemas";

/** GET /dossierlog?environment: a page of the environment's change log, newest first, filtered. */
export function listEnvironmentLog(
  environment: number,
  filters: LogFilterValues,
  options: { page: number; limit: number; locale?: string },
): Promise<ChangeLogList> {
  return api("/dossierlog", {
    query: {
      ...logQueryOf(environment, filters),
      page: options.page,
      limit: options.limit,
      ...(options.locale ? { locale: options.locale } : {}),
    },
  });
}

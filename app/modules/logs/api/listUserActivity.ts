import type { Pager } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";

/** One sign-in, record view or export. */
export interface ActivityEntry {
  id: string;
  datetime: string;
  type: "login" | "shown" | "export";
  user_id: number | null;
  username: string | null;
  def_dossier_id: number | null;
  content_dossier_id: number | null;
  /** An export's format and either the number of records (CSV) or the document template's name. */
  extra_data: { format?: string; records?: number; name?: string } | null;
}

/** GET /log: a page of the environment's user activity, newest first, filtered. */
export function listUserActivity(
  environment: number,
  filters: LogFilterValues,
  options: { page: number; limit: number },
): Promise<{ results: ActivityEntry[]; pager: Pager }> {
  return api("/log", {
    query: { ...logQueryOf(environment, filters), page: options.page, limit: options.limit },
  });
}

import type { ActivityList } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { LogFilterValues } from "../utils/LogFilterValues";
import { logQueryOf } from "../utils/logQueryOf";

/** One sign-in, record view or export, as the server declares it (schemas/log.ts). */
export type { ActivityEntry } from "../../../../schemas";

/** GET /log: a page of the environment's user activity, newest first, filtered. */
export function listUserActivity(
  environment: number,
  filters: LogFilterValues,
  options: { page: number; limit: number },
): Promise<ActivityList> {
  return api("/log", {
    query: { ...logQueryOf(environment, filters), page: options.page, limit: options.limit },
  });
}

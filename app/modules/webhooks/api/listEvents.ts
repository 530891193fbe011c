import type { ListResponse } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { DocketEvent } from "./DocketEvent";

/** GET /event: the environment's events by name, ten to a page unless asked otherwise. */
export function listEvents(query: {
  environment: number;
  name?: string;
  page?: number;
  limit?: number;
}): Promise<ListResponse<DocketEvent>> {
  return api<ListResponse<DocketEvent>>("/event", {
    query: {
      environment: query.environment,
      ...(query.name ? { name: query.name } : {}),
      page: query.page ?? 1,
      limit: query.limit ?? 10,
    },
  });
}

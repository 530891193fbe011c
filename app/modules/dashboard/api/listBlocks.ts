import type { DashboardBlockList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export type BlockList = DashboardBlockList;

/** GET /mypageblock: the environment's blocks the user sees and where they sit (own view or the default one). */
export function listBlocks(query: {
  environment: number;
  dashboard?: boolean;
  defaultView?: boolean;
  limit?: number;
  page?: number;
}): Promise<BlockList> {
  return api<BlockList>("/mypageblock", {
    query: {
      environment: query.environment,
      ...(query.dashboard ? { dashboard: 1 } : {}),
      ...(query.defaultView ? { default: 1 } : {}),
      limit: query.limit ?? 200,
      page: query.page ?? 1,
    },
  });
}

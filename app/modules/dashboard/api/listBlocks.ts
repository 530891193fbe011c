import type { Pager } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { Block, BlockPosition } from "./Block";

export interface BlockList {
  results: Block[];
  positions: BlockPosition[];
  pager: Pager;
}

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

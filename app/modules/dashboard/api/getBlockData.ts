import type { BlockData } from "../../../../schemas";
import { api } from "../../../api/apiClient";

export interface BlockDataQuery {
  locale?: string;
  date_format?: string;
  dossier?: number;
  linkId?: number;
}

/** GET /mypageblock/{id}/data: a chart's rows, a sum, statistics or markers, by the block's type. */
export function getBlockData<T>(id: number, query: BlockDataQuery = {}): Promise<BlockData & { results: T }> {
  return api<BlockData & { results: T }>(`/mypageblock/${id}/data`, {
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
  });
}

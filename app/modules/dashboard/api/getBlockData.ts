import { api } from "../../../api/apiClient";

export interface BlockDataQuery {
  locale?: string;
  date_format?: string;
  dossier?: number;
  linkId?: number;
}

/** GET /mypageblock/{id}/data: a chart's rows, a sum, statistics or markers, by the block's type. */
export function getBlockData<T>(
  id: number,
  query: BlockDataQuery = {},
): Promise<{ results: T; result?: number | null }> {
  return api<{ results: T; result?: number | null }>(`/mypageblock/${id}/data`, {
    query: Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)),
  });
}

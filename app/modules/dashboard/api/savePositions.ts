import { api } from "../../../api/apiClient";
import type { BlockPosition } from "./Block";

/** PATCH /mypage/{environment}/position: where the blocks sit in the user's own view, or the default one. */
export function savePositions(
  environment: number,
  blocks: BlockPosition[],
  defaultView: boolean,
): Promise<{ positions: BlockPosition[] }> {
  return api<{ positions: BlockPosition[] }>(`/mypage/${environment}/position`, {
    method: "PATCH",
    body: { blocks, ...(defaultView ? { default: true } : {}) },
  });
}

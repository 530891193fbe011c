import type { DashboardPositions } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { BlockPosition } from "./Block";

/** PATCH /mypage/{environment}/position: where the blocks sit in the user's own view, or the default one. */
export function savePositions(
  environment: number,
  blocks: BlockPosition[],
  defaultView: boolean,
): Promise<DashboardPositions> {
  return api<DashboardPositions>(`/mypage/${environment}/position`, {
    method: "PATCH",
    body: { blocks, ...(defaultView ? { default: true } : {}) },
  });
}

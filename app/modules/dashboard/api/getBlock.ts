import { api } from "../../../api/apiClient";
import type { Block } from "./Block";

/** GET /mypageblock/{id}: one block's settings. */
export function getBlock(id: number): Promise<Block> {
  return api<Block>(`/mypageblock/${id}`);
}

import type { DashboardBlockSettings } from "../../../../schemas";
import { api } from "../../../api/apiClient";
import type { Block } from "./Block";

export interface BlockPayload {
  environment: number;
  type: string;
  parent: number | null;
  col: number;
  rank: number;
  defDossier: number | null;
  dossierQuery: number | null;
  dashboard: boolean;
  roles: number[];
  translations: { culture: string; title: string }[];
  settings: DashboardBlockSettings;
  uuid?: string;
}

/** POST /mypageblock without an id, PATCH /mypageblock/{id} with one (spec 1-platform section 4). */
export function saveBlock(id: number | undefined, payload: BlockPayload): Promise<Block> {
  return id === undefined
    ? api<Block>("/mypageblock", { method: "POST", body: payload })
    : api<Block>(`/mypageblock/${id}`, { method: "PATCH", body: payload });
}

/** DELETE /mypageblock/{id}. */
export function deleteBlock(id: number): Promise<void> {
  return api(`/mypageblock/${id}`, { method: "DELETE" });
}

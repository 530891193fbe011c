import { api } from "../../../api/apiClient";
import type { RoleDetails } from "./RoleDetails";

/** PATCH /role/{id} {name}: the rights stay as they are. */
export function renameRole(id: number, name: string): Promise<RoleDetails> {
  return api<RoleDetails>(`/role/${id}`, { method: "PATCH", body: { name } });
}

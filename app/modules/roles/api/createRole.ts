import { api } from "../../../api/apiClient";

/** POST /role {environment, name}: a new role without rights; the permission matrix gives them. */
export function createRole(environmentId: number, name: string): Promise<{ id: number; uuid: string }> {
  return api<{ id: number; uuid: string }>("/role", {
    method: "POST",
    body: { environment: environmentId, name, credentials: [] },
  });
}

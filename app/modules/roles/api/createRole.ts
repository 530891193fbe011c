import type { CreatedRow } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** POST /role {environment, name}: a new role without rights; the permission matrix gives them. */
export function createRole(environmentId: number, name: string): Promise<CreatedRow> {
  return api<CreatedRow>("/role", {
    method: "POST",
    body: { environment: environmentId, name, credentials: [] },
  });
}

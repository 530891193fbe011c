import type { RoleAnswer, RoleList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** GET /role?environment=..&limit=200: the roles of an environment (spec 3-designer section 6). */
export async function listEnvironmentRoles(environmentId: number): Promise<RoleAnswer[]> {
  const answer = await api<RoleList>("/role", {
    query: { environment: environmentId, limit: 200 },
  });
  return answer.results;
}

import type { RoleList } from "../../../../schemas";
import { api } from "../../../api/apiClient";

/** Roles are loaded per environment, up to 200 (spec 3-designer section 6). */
export const ROLES_LIMIT = 200;

/** GET /role?environment&limit=200: the environment's roles with their credentials. */
export function listRoles(environmentId: number, name = ""): Promise<RoleList> {
  return api<RoleList>("/role", {
    query: { environment: environmentId, limit: ROLES_LIMIT, ...(name ? { name } : {}) },
  });
}

import type { Database } from "../db/database";
import { forbidden } from "../http/errors";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { userOption } from "../users/userView";
import { findRole } from "./rolesService";

/**
 * GET /role/{id}/users: who holds the role (deactivated members too, marked), for role and user managers;
 * ordinary members see colleagues but not who holds which rights.
 */
export async function listRoleMembers(db: Database, ctx: CallerContext, roleId: number, page: PageRequest) {
  const role = await findRole(db, ctx, roleId);
  if (
    !hasAdminCredential(ctx, role.environment_id, "kedo.role") &&
    !hasAdminCredential(ctx, role.environment_id, "kedo.user")
  ) {
    throw forbidden();
  }
  const from = `from environment_user_roles eur
    join environment_users eu on eu.id = eur.environment_user_id
    join users u on u.id = eu.user_id
   where eur.role_id = $1`;
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n ${from}`, [roleId]);
  const rows = await db.query<Parameters<typeof userOption>[0]>(
    `select u.id, u.username, u.profile, eu.active as environment_user_active ${from}
      order by lower(u.username), u.id limit $2 offset $3`,
    [roleId, page.limit, page.offset],
  );
  return { rows: rows.map(userOption), items: count?.n ?? 0 };
}

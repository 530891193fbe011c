import type { Database } from "../db/database";
import { badRequest, forbidden } from "../http/errors";
import { bypassesChecks } from "../permissions/bypassesChecks";
import { type CallerContext, ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { unknownCredentials } from "../permissions/catalog";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { entitiesOf, findRole, getRole } from "./rolesService";

export interface CredentialChange {
  grant?: string[];
  revoke?: string[];
}

/**
 * PATCH /role/{id}/credentials, what the permission matrix saves for one role: only the rights ticked on
 * (grant) and off (revoke), so two admins saving different rights of one role do not undo each other.
 * Rights managers (kedo.permissions) and role managers (kedo.role) may; a role that makes environment
 * admins, before or after, stays with environment and super admins. The holders' next call sees it, as
 * every request loads its caller's credentials afresh.
 */
export async function changeRoleCredentials(
  db: Database,
  ctx: CallerContext,
  roleId: number,
  change: CredentialChange,
) {
  const role = await findRole(db, ctx, roleId);
  const environmentId = role.environment_id;
  if (
    !hasAdminCredential(ctx, environmentId, "kedo.permissions") &&
    !hasAdminCredential(ctx, environmentId, "kedo.role")
  ) {
    throw forbidden();
  }
  const grant = [...new Set(change.grant ?? [])];
  const revoke = [...new Set(change.revoke ?? [])].filter((c) => !grant.includes(c));
  const touchesAdmin = [...grant, ...revoke, ...role.credentials].includes(ENVIRONMENT_ADMIN);
  if (touchesAdmin && !bypassesChecks(ctx, environmentId)) throw forbidden();

  const unknown = unknownCredentials(grant, await entitiesOf(db, environmentId));
  if (unknown.length > 0) throw badRequest({ grant: `Unknown credential: ${unknown.join(", ")}` });

  await db.transaction(async (tx) => {
    await tx.query("delete from role_credentials where role_id = $1 and credential = any($2::text[])", [
      roleId,
      revoke,
    ]);
    await tx.query(
      `insert into role_credentials (role_id, credential) select $1, c from unnest($2::text[]) as c
       on conflict do nothing`,
      [roleId, grant],
    );
    await tx.query("update roles set modified_by = $2, modified_at = now() where id = $1", [
      roleId,
      ctx.userId,
    ]);
  });
  return getRole(db, ctx, roleId);
}

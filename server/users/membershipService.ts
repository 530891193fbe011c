import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden } from "../http/errors";
import { type CallerContext, ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { canAssignRoles } from "../permissions/canAssignRoles";
import { canManageUser } from "../permissions/canManageUser";
import { loadUserStanding } from "./userStanding";

export interface MembershipChange {
  roles: number[];
  /** false keeps the user in the environment's lists but shuts them out of it. */
  active?: boolean;
}

async function adminRoleIds(db: Database, environmentId: number): Promise<Set<number>> {
  const rows = await db.query<{ role_id: number }>(
    `select rc.role_id from role_credentials rc join roles r on r.id = rc.role_id
      where r.environment_id = $1 and rc.credential = $2`,
    [environmentId, ENVIRONMENT_ADMIN],
  );
  return new Set(rows.map((r) => r.role_id));
}

async function currentRoles(db: Database, environmentId: number, userId: number): Promise<number[]> {
  const rows = await db.query<{ role_id: number }>(
    `select eur.role_id from environment_user_roles eur
       join environment_users eu on eu.id = eur.environment_user_id
      where eu.environment_id = $1 and eu.user_id = $2`,
    [environmentId, userId],
  );
  return rows.map((r) => r.role_id);
}

/**
 * The roles must be the environment's; giving or taking one that makes an environment admin (compared with
 * the roles held before) is for environment and super admins, the rest for user managers.
 */
export async function assertRolesAssignable(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  roles: readonly number[],
  before: readonly number[],
): Promise<void> {
  const known = await db.query<{ id: number }>(
    "select id from roles where environment_id = $1 and id = any($2::int[])",
    [environmentId, roles],
  );
  const knownIds = new Set(known.map((r) => r.id));
  const unknown = roles.find((id) => !knownIds.has(id));
  if (unknown !== undefined) throw badRequest({ roles: `Unknown role: ${unknown}` });

  const adminRoles = await adminRoleIds(db, environmentId);
  const touchesAdmin = [...roles, ...before].some(
    (id) => adminRoles.has(id) && roles.includes(id) !== before.includes(id),
  );
  if (!canAssignRoles(ctx, environmentId, touchesAdmin)) throw forbidden();
}

/**
 * PUT /user/{id}/roles/{environment}: makes the user a member of the environment holding exactly these
 * roles. Giving or taking a role that makes an environment admin is for environment and super admins.
 * Only users the caller already manages can be added by id; others are invited (invitationService).
 */
export async function assignRoles(
  db: Database,
  ctx: CallerContext,
  userId: number,
  environmentId: number,
  change: MembershipChange,
) {
  await requireEnvironment(db, ctx, environmentId);
  if (!canManageUser(ctx, await loadUserStanding(db, userId))) throw forbidden();

  const roles = [...new Set(change.roles)];
  await assertRolesAssignable(db, ctx, environmentId, roles, await currentRoles(db, environmentId, userId));

  const active = change.active ?? true;
  await db.transaction(async (tx) => {
    const [membership] = await tx.query<{ id: number }>(
      `insert into environment_users (environment_id, user_id, active) values ($1, $2, $3)
       on conflict (environment_id, user_id) do update set active = excluded.active
       returning id`,
      [environmentId, userId, active],
    );
    if (!membership) throw new Error("The membership was not stored");
    await tx.query("delete from environment_user_roles where environment_user_id = $1", [membership.id]);
    await tx.query(
      `insert into environment_user_roles (environment_user_id, role_id)
       select $1, role_id from unnest($2::int[]) as role_id`,
      [membership.id, roles],
    );
  });
  return { environment: environmentId, user: userId, roles: roles.sort((a, b) => a - b), active };
}

import type { Database } from "../db/database";
import { type CallerContext, type CallerData, callerContext, type Membership } from "./callerContext";

/** One role (and one of its credentials) of one of the caller's active memberships. */
export interface MembershipRow {
  environment_id: number;
  role_id: number | null;
  credential: string | null;
}

/** The user's active memberships, roles and credentials, for the user id at `userId` (`$1`, `u.id`). */
const membershipsOf = (userId: string) => `from environment_users eu
       left join environment_user_roles eur on eur.environment_user_id = eu.id
       left join role_credentials rc on rc.role_id = eur.role_id
      where eu.user_id = ${userId} and eu.active`;

/**
 * The same rows as one json array, as a column of a query about the user `u` (the session's lookup reads
 * them with the session, so a request needs one statement for both).
 */
export const MEMBERSHIPS_COLUMN = `(select coalesce(json_agg(json_build_object(
    'environment_id', eu.environment_id, 'role_id', eur.role_id, 'credential', rc.credential)), '[]'::json)
  ${membershipsOf("u.id")}) as memberships`;

/** Reads the caller's active memberships, roles and credentials in one query. */
export async function loadCallerContext(
  db: Database,
  user: { id: number; username: string; global_roles: string[] },
): Promise<CallerContext> {
  return callerContext(await loadCallerData(db, user));
}

/** The same as plain data, which can travel (the live socket shares it between server processes). */
export async function loadCallerData(
  db: Database,
  user: { id: number; username: string; global_roles: string[] },
): Promise<CallerData> {
  const rows = await db.query<MembershipRow>(
    `select eu.environment_id, eur.role_id, rc.credential ${membershipsOf("$1")}`,
    [user.id],
  );
  return callerDataOf(user, rows);
}

/** The caller as plain data, from the user and their membership rows. */
export function callerDataOf(
  user: { id: number; username: string; global_roles: string[] },
  rows: readonly MembershipRow[],
): CallerData {
  const memberships = new Map<number, Membership>();
  for (const row of rows) {
    let membership = memberships.get(row.environment_id);
    if (!membership) {
      membership = { environmentId: row.environment_id, roles: [], credentials: [] };
      memberships.set(row.environment_id, membership);
    }
    if (row.role_id !== null && !membership.roles.includes(row.role_id)) membership.roles.push(row.role_id);
    if (row.credential !== null && !membership.credentials.includes(row.credential)) {
      membership.credentials.push(row.credential);
    }
  }
  return {
    userId: user.id,
    username: user.username,
    globalRoles: user.global_roles,
    memberships: [...memberships.values()],
  };
}

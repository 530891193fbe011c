import type { Database } from "../db/database";
import { notFound } from "../http/errors";
import type { UserStanding } from "../permissions/userStanding";

/** The user's memberships and creator, for canSeeUser and canManageUser; 404 when there is no such user. */
export async function loadUserStanding(db: Database, userId: number): Promise<UserStanding> {
  const [user] = await db.query<{ id: number; created_by: number | null }>(
    "select id, created_by from users where id = $1",
    [userId],
  );
  if (!user) throw notFound();
  const memberships = await db.query<{ environment_id: number; active: boolean }>(
    "select environment_id, active from environment_users where user_id = $1",
    [userId],
  );
  return {
    id: user.id,
    createdBy: user.created_by,
    memberships: memberships.map((m) => ({ environmentId: m.environment_id, active: m.active })),
  };
}

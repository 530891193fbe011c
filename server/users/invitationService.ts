import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest } from "../http/errors";
import type { Mailer } from "../mail/mailer";
import { type CallerContext, ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { canAssignRoles } from "../permissions/canAssignRoles";
import { loadCallerContext } from "../permissions/loadCallerContext";
import { hashToken, newToken } from "../session/tokens";
import { assertRolesAssignable } from "./membershipService";

/** How long the key of a mailed invitation works. */
export const INVITATION_DAYS = 7;
export const INVITATION_INVALID = "This invitation has expired or was already used";

export interface Invitation {
  environment: number;
  /** A user name or an e-mail address. */
  username_or_email: string;
  roles?: number[];
}

/** Active users by user name, or else by e-mail address (which several users may share). */
async function invitees(db: Database, usernameOrEmail: string) {
  const wanted = usernameOrEmail.trim();
  const columns = "select id, username, email from users where active and";
  const byName = await db.query<{ id: number; username: string; email: string }>(
    `${columns} lower(username) = lower($1)`,
    [wanted],
  );
  if (byName.length > 0) return byName;
  return db.query<{ id: number; username: string; email: string }>(
    `${columns} lower(email) = lower($1) order by id limit 10`,
    [wanted],
  );
}

/**
 * POST /user/invite: a user manager invites someone from outside their environments. The answer is the
 * same whether or not such a user exists (or is a member already), so it tells nothing about other
 * people; the user hears of it by mail and joins only by accepting. The key is single-use and expires.
 */
export async function inviteUser(
  db: Database,
  deps: { config: Pick<ServerConfig, "publicUrl">; mailer: Mailer },
  ctx: CallerContext,
  invitation: Invitation,
): Promise<void> {
  const environment = await requireEnvironment(db, ctx, invitation.environment);
  const roles = [...new Set(invitation.roles ?? [])].sort((a, b) => a - b);
  await assertRolesAssignable(db, ctx, environment.id, roles, []);

  for (const user of await invitees(db, invitation.username_or_email)) {
    const [member] = await db.query(
      "select 1 from environment_users where environment_id = $1 and user_id = $2 and active",
      [environment.id, user.id],
    );
    if (member) continue;
    const key = newToken();
    await db.transaction(async (tx) => {
      // A new invitation replaces an open one, so only the latest mailed key works.
      await tx.query(
        "delete from invitations where environment_id = $1 and user_id = $2 and accepted_at is null",
        [environment.id, user.id],
      );
      await tx.query(
        `insert into invitations (environment_id, user_id, roles, key_hash, invited_by, expires_at)
         values ($1, $2, $3::int[], $4, $5, now() + $6 * interval '1 day')`,
        [environment.id, user.id, roles, hashToken(key), ctx.userId, INVITATION_DAYS],
      );
      // Mailed inside the transaction: a mail that cannot be sent leaves no invitation behind.
      await deps.mailer.send({
        to: user.email,
        subject: `Docket: invitation to ${environment.name}`,
        text: [
          `Hello ${user.username},`,
          "",
          `${ctx.username} invites you to the Docket environment "${environment.name}". Open this link and log in to accept:`,
          "",
          `${deps.config.publicUrl}/invitation?key=${key}`,
          "",
          `The link works once, within ${INVITATION_DAYS} days. If you do not want to join, ignore this mail.`,
        ].join("\n"),
      });
    });
  }
}

interface InvitationRow {
  environment_id: number;
  roles: number[];
  invited_by: number | null;
}

/** May the inviter still give these roles? Someone who lost the right since cannot bring anyone in. */
async function inviterMayStill(db: Database, row: InvitationRow): Promise<boolean> {
  if (row.invited_by === null) return false;
  const [inviter] = await db.query<{ id: number; username: string; global_roles: string[] }>(
    "select id, username, global_roles from users where id = $1 and active",
    [row.invited_by],
  );
  if (!inviter) return false;
  const ctx = await loadCallerContext(db, inviter);
  const [admin] = await db.query(
    `select 1 from role_credentials rc join roles r on r.id = rc.role_id
      where r.environment_id = $1 and rc.role_id = any($2::int[]) and rc.credential = $3`,
    [row.environment_id, row.roles, ENVIRONMENT_ADMIN],
  );
  return canAssignRoles(ctx, row.environment_id, admin !== undefined);
}

/**
 * POST /invitation/accept: the invited user, logged in, joins the environment with the invited roles (added
 * to any they hold; a deactivated membership is switched on again). A key that is unknown, expired, used or
 * meant for someone else answers 400 with one message.
 */
export async function acceptInvitation(db: Database, ctx: CallerContext, key: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx.query<InvitationRow>(
      `update invitations set accepted_at = now()
        where key_hash = $1 and user_id = $2 and accepted_at is null and expires_at > now()
        returning environment_id, roles, invited_by`,
      [hashToken(key.trim()), ctx.userId],
    );
    if (!row || !(await inviterMayStill(tx, row))) {
      throw badRequest({ key: INVITATION_INVALID }, { message: INVITATION_INVALID });
    }
    const [membership] = await tx.query<{ id: number }>(
      `insert into environment_users (environment_id, user_id, active) values ($1, $2, true)
       on conflict (environment_id, user_id) do update set active = true
       returning id`,
      [row.environment_id, ctx.userId],
    );
    if (!membership) throw new Error("The membership was not stored");
    // Roles deleted since the invitation are skipped.
    await tx.query(
      `insert into environment_user_roles (environment_user_id, role_id)
       select $1, r.id from roles r
        where r.environment_id = $2 and r.id = any($3::int[])
          and not exists (select 1 from environment_user_roles
                           where environment_user_id = $1 and role_id = r.id)`,
      [membership.id, row.environment_id, row.roles],
    );
    const roles = await tx.query<{ role_id: number }>(
      "select role_id from environment_user_roles where environment_user_id = $1 order by role_id",
      [membership.id],
    );
    return {
      environment: row.environment_id,
      user: ctx.userId,
      roles: roles.map((r) => r.role_id),
      active: true,
    };
  });
}

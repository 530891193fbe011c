import type { UserProfile } from "../../schemas";
import type { ServerConfig } from "../config";
import { type Database, jsonb } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, badRequest, type FieldErrors, forbidden, notFound } from "../http/errors";
import { TOO_LARGE, tooLarge } from "../http/jsonSize";
import { ALREADY_USED, REQUIRED } from "../http/messages";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import type { Mailer } from "../mail/mailer";
import { type CallerContext, ENVIRONMENT_ADMIN, GLOBAL_ROLES } from "../permissions/callerContext";
import { canCreateUser } from "../permissions/canCreateUser";
import { canEditUser } from "../permissions/canEditUser";
import { canSeeUser } from "../permissions/canSeeUser";
import { environmentPasswordRules, memberSecurityPolicy } from "../session/memberSecurityPolicy";
import { passwordRuleProblem } from "../session/passwordRules";
import { hashPassword, passwordProblem } from "../session/passwords";
import { assertRolesAssignable } from "./membershipService";
import { loadUserStanding } from "./userStanding";
import { ownUserView, USER_COLUMNS, type UserRow, userOption, userView } from "./userView";
import { mailWelcomeLink } from "./welcomeLink";

/** Interface preferences fit easily; anything beyond this is not a preference. */
const MAX_PRIVATE_SETTINGS_BYTES = 16 * 1024;
const USERNAME = /^[A-Za-z0-9._@+-]+$/;
export const USERNAME_CHARACTERS = "Use letters, digits and . _ @ + - only";

export interface NewUser {
  username: string;
  email: string;
  /** The first password; without one, `invite` mails a login link where the user chooses it. */
  password?: string;
  invite?: boolean;
  profile?: UserProfile;
  /** Also make the user a member of this environment (required for user managers). */
  environment?: number;
  /** The roles the user gets in that environment. */
  environment_roles?: number[];
  /** Global roles; only super admins give them. */
  roles?: string[];
}

export const PASSWORD_OR_INVITATION = "Give a first password or send an invitation mail";

async function usernameTaken(db: Database, username: string): Promise<boolean> {
  const rows = await db.query("select 1 from users where lower(username) = lower($1)", [username]);
  return rows.length > 0;
}

/** POST /user: answers the new user's id and uuid. */
export async function createUser(
  db: Database,
  ctx: CallerContext,
  input: NewUser,
  deps?: { config: Pick<ServerConfig, "publicUrl">; mailer: Mailer },
) {
  if (input.environment !== undefined) await requireEnvironment(db, ctx, input.environment);
  if (!canCreateUser(ctx, input.environment)) throw forbidden();
  const globalRoles = [...new Set(input.roles ?? [])];
  if (globalRoles.length > 0 && !ctx.superAdmin) throw forbidden();
  const environmentRoles = [...new Set(input.environment_roles ?? [])].sort((a, b) => a - b);
  if (environmentRoles.length > 0) {
    if (input.environment === undefined) throw badRequest({ environment: REQUIRED });
    await assertRolesAssignable(db, ctx, input.environment, environmentRoles, []);
  }

  const username = input.username.trim();
  const errors: FieldErrors = {};
  if (!USERNAME.test(username)) errors.username = USERNAME_CHARACTERS;
  else if (await usernameTaken(db, username)) errors.username = ALREADY_USED;
  if (input.password !== undefined) {
    // A user created into an environment keeps its password rules from the start.
    const rules =
      input.environment === undefined ? undefined : await environmentPasswordRules(db, input.environment);
    const weak =
      (rules && passwordRuleProblem(input.password, rules)) ??
      (await passwordProblem(input.password, [username, input.email]));
    if (weak) errors.password = weak;
  } else if (!input.invite || !deps) {
    errors.password = PASSWORD_OR_INVITATION;
  }
  const unknownRole = globalRoles.find((r) => !(GLOBAL_ROLES as readonly string[]).includes(r));
  if (unknownRole) errors.roles = `Unknown role: ${unknownRole}`;
  assertNoErrors(errors);

  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number; uuid: string }>(
      `insert into users (username, email, password_hash, profile, global_roles, created_by)
       values ($1, $2, $3, $4::jsonb, $5, $6) returning id, uuid`,
      [username, input.email.trim(), passwordHash, jsonb(input.profile ?? {}), globalRoles, ctx.userId],
    );
    if (!user) throw new Error("The user was not stored");
    if (input.environment !== undefined) {
      await tx.query(
        `with membership as (
           insert into environment_users (environment_id, user_id) values ($1, $2) returning id)
         insert into environment_user_roles (environment_user_id, role_id)
         select membership.id, role_id from membership, unnest($3::int[]) as role_id`,
        [input.environment, user.id, environmentRoles],
      );
    }
    if (passwordHash === null && deps) {
      await mailWelcomeLink(tx, deps, { id: user.id, username, email: input.email.trim() }, ctx.username);
    }
    return user;
  });
}

export interface UserListQuery {
  environment?: number;
  name?: string;
  active: boolean | null;
  /** Only the environment's admins: whom the contact page names. */
  admins?: boolean;
}

/**
 * GET /user: the members of an environment (with environment_user_active), or every user for super admins
 * who name no environment.
 */
export async function listUsers(db: Database, ctx: CallerContext, query: UserListQuery, page: PageRequest) {
  const name = query.name?.trim() ? containsPattern(query.name.trim()) : null;
  const nameMatches = `($1::text is null or u.username ilike $1 or u.email ilike $1
    or concat_ws(' ', u.profile->>'first_name', u.profile->>'preposition', u.profile->>'last_name') ilike $1)`;
  if (query.environment === undefined) {
    if (!ctx.superAdmin) throw badRequest({ environment: REQUIRED });
    const where = `${nameMatches} and ($2::boolean is null or u.active = $2)`;
    const [count] = await db.query<{ n: number }>(`select count(*)::int as n from users u where ${where}`, [
      name,
      query.active,
    ]);
    const rows = await db.query<UserRow & { environment_user_active: null }>(
      `select ${USER_COLUMNS}, null as environment_user_active from users u where ${where}
        order by lower(u.username) limit $3 offset $4`,
      [name, query.active, page.limit, page.offset],
    );
    return { rows: rows.map(userOption), items: count?.n ?? 0 };
  }
  await requireEnvironment(db, ctx, query.environment);
  const adminsOnly = query.admins
    ? ` and exists (select 1 from environment_user_roles eur
                      join role_credentials rc on rc.role_id = eur.role_id
                     where eur.environment_user_id = eu.id and rc.credential = '${ENVIRONMENT_ADMIN}')`
    : "";
  const where = `eu.environment_id = $3 and ${nameMatches} and ($2::boolean is null or eu.active = $2)${adminsOnly}`;
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from environment_users eu join users u on u.id = eu.user_id where ${where}`,
    [name, query.active, query.environment],
  );
  const rows = await db.query<UserRow & { environment_user_active: boolean }>(
    `select ${USER_COLUMNS}, eu.active as environment_user_active
       from environment_users eu join users u on u.id = eu.user_id where ${where}
      order by lower(u.username) limit $4 offset $5`,
    [name, query.active, query.environment, page.limit, page.offset],
  );
  return { rows: rows.map(userOption), items: count?.n ?? 0 };
}

async function findUser(db: Database, userId: number): Promise<UserRow> {
  const [row] = await db.query<UserRow>(`select ${USER_COLUMNS} from users u where u.id = $1`, [userId]);
  if (!row) throw notFound();
  return row;
}

/**
 * GET /user/{id}: contact details for those who may see the user (canSeeUser); with `environment`, the
 * roles there.
 */
export async function getUser(db: Database, ctx: CallerContext, userId: number, environmentId?: number) {
  if (!canSeeUser(ctx, await loadUserStanding(db, userId))) throw forbidden();
  const row = await findUser(db, userId);
  const view = canEditUser(ctx, userId) ? ownUserView(row) : userView(row);
  if (environmentId === undefined) return view;
  await requireEnvironment(db, ctx, environmentId);
  const [membership] = await db.query<{ active: boolean; roles: number[] }>(
    `select eu.active, array(select role_id from environment_user_roles where environment_user_id = eu.id
                             order by role_id) as roles
       from environment_users eu where eu.environment_id = $1 and eu.user_id = $2`,
    [environmentId, userId],
  );
  if (!membership) throw notFound();
  return { ...view, environment_user_active: membership.active, environment_roles: membership.roles };
}

/** GET /user/me: the caller, with the environments they belong to and what they hold there. */
export async function getMe(db: Database, ctx: CallerContext) {
  const row = await findUser(db, ctx.userId);
  const environments = await db.query<{ id: number; name: string; active: boolean }>(
    `select e.id, e.name, e.active from environment_users eu join environments e on e.id = eu.environment_id
      where eu.user_id = $1 and eu.active order by lower(e.name)`,
    [ctx.userId],
  );
  return {
    ...ownUserView(row),
    super_admin: ctx.superAdmin,
    contract_admin: ctx.contractAdmin,
    // The app's idle timer ends the session no later than the strictest environment's policy says.
    idle_minutes: (await memberSecurityPolicy(db, ctx.userId)).idleMinutes,
    environments: environments.map((e) => ({
      ...e,
      environment_admin: ctx.environmentAdmin(e.id),
      roles: ctx.roles(e.id),
      credentials: [...ctx.credentials(e.id)],
    })),
  };
}

export interface ProfileChanges {
  profile?: UserProfile;
  private_settings?: Record<string, unknown>;
  email?: string;
  mobile?: string | null;
}

/** PATCH /user/{id}/profile: merges the given parts of the profile and private settings. */
export async function updateProfile(
  db: Database,
  ctx: CallerContext,
  userId: number,
  changes: ProfileChanges,
) {
  await findUser(db, userId);
  if (!canEditUser(ctx, userId)) throw forbidden();
  if (tooLarge(changes.private_settings, MAX_PRIVATE_SETTINGS_BYTES)) {
    throw badRequest({ private_settings: TOO_LARGE });
  }
  await db.query(
    `update users set profile = profile || $2::jsonb, private_settings = private_settings || $3::jsonb,
            email = coalesce($4, email), mobile = case when $5::boolean then $6 else mobile end,
            modified_at = now()
      where id = $1`,
    [
      userId,
      jsonb(changes.profile ?? {}),
      jsonb(changes.private_settings ?? {}),
      changes.email?.trim() ?? null,
      changes.mobile !== undefined,
      changes.mobile ?? null,
    ],
  );
  return ownUserView(await findUser(db, userId));
}

import type { TokenData } from "../../schemas";
import type { Database } from "../db/database";
import { writeActivity } from "../logs/userActivity";
import { tokenRoles } from "../permissions/callerContext";
import { MEMBERSHIPS_COLUMN, type MembershipRow } from "../permissions/loadCallerContext";
import { hashToken, newToken } from "./tokens";

export interface SessionUser {
  id: number;
  username: string;
  global_roles: string[];
}

export interface Session {
  id: number;
  user: SessionUser;
  /** The user must choose a new password (the session came from a login link). */
  rePwd: boolean;
  issuedAt: Date;
  expiresAt: Date;
  /** The request came with the token replaced last (within its grace period), not the current one. */
  viaPreviousToken: boolean;
  /** The user's privileges changed since the session's token was issued: it should get a new one. */
  privilegesChanged: boolean;
  /** Its last request was noted longer ago than LAST_SEEN_PRECISION_SECONDS: this one should be (touchSession). */
  lastSeenStale: boolean;
}

export interface SessionRow {
  id: number;
  re_pwd: boolean;
  refreshed_at: Date;
  expires_at: Date;
  user_id: number;
  username: string;
  global_roles: string[];
  via_previous_token?: boolean;
  privileges_changed: boolean;
  last_seen_stale?: boolean;
}

/** How long a replaced token still opens its session: requests already under way carry it. */
export const PREVIOUS_TOKEN_GRACE_SECONDS = 10;

export const SESSION_COLUMNS = `s.id, s.re_pwd, s.refreshed_at, s.expires_at, u.id as user_id, u.username,
  u.global_roles, s.privileges_version <> u.privileges_version as privileges_changed`;

export function sessionOf(row: SessionRow): Session {
  return {
    id: row.id,
    user: { id: row.user_id, username: row.username, global_roles: row.global_roles },
    rePwd: row.re_pwd,
    issuedAt: row.refreshed_at,
    expiresAt: row.expires_at,
    viaPreviousToken: row.via_previous_token ?? false,
    privilegesChanged: row.privileges_changed,
    lastSeenStale: row.last_seen_stale ?? false,
  };
}

export interface NewSession {
  userId: number;
  ttlSeconds: number;
  /** The absolute lifetime: the session never lasts longer than this from now. */
  maxAgeSeconds: number;
  rePwd?: boolean;
  address?: string;
  userAgent?: string;
}

/** Starts a session: answers the token for the cookie; only its hash is stored. */
export async function createSession(
  db: Database,
  input: NewSession,
): Promise<{ token: string; session: Session }> {
  const token = newToken();
  const [row] = await db.query<SessionRow>(
    `with s as (
       insert into sessions (user_id, token_hash, re_pwd, address, user_agent, expires_at, privileges_version)
       select id, $2::text, $3::boolean, $4::text, $5::text, now() + least($6::int, $7::int) * interval '1 second',
              privileges_version
         from users where id = $1
       returning *
     )
     select ${SESSION_COLUMNS} from s join users u on u.id = s.user_id`,
    [
      input.userId,
      hashToken(token),
      input.rePwd ?? false,
      input.address ?? null,
      (input.userAgent ?? "").slice(0, 500),
      input.ttlSeconds,
      input.maxAgeSeconds,
    ],
  );
  if (!row) throw new Error("The session was not stored");
  // Every way in (password, login link, single sign-on) starts here: the sign-in is user activity.
  await writeActivity(db, {
    environmentId: null,
    userId: row.user_id,
    username: row.username,
    type: "login",
  });
  return { token, session: sessionOf(row) };
}

/** How often a session's last request is written: idle times are minutes, so a few seconds do not matter. */
const LAST_SEEN_PRECISION_SECONDS = 15;

/**
 * A session (s, of user u) idle longer than the shortest idle time the security policies of the user's
 * environments allow (spec: the environment's session idle time) has ended.
 */
const IDLE_TOO_LONG = `coalesce(s.last_seen_at < now() - interval '1 minute' * (
    select min((e.security_policy->>'idle_minutes')::int)
      from environment_users eu join environments e on e.id = eu.environment_id
     where eu.user_id = u.id and eu.active and e.active
       and jsonb_typeof(e.security_policy->'idle_minutes') = 'number'), false)`;

/** A session as a request finds it, with its user's memberships, read in the same statement. */
export interface FoundSession extends Session {
  memberships: MembershipRow[];
}

/**
 * The live session a cookie token belongs to: not expired, revoked, or of a deactivated user. The token
 * replaced last still counts for a few seconds.
 */
export async function findSession(db: Database, token: string): Promise<FoundSession | null> {
  if (token.length > 200) return null;
  const [row] = await db.query<SessionRow & { memberships: MembershipRow[] }>(
    `select ${SESSION_COLUMNS}, ${MEMBERSHIPS_COLUMN}, s.token_hash <> $1 as via_previous_token,
            coalesce(s.last_seen_at < now() - $3 * interval '1 second', true) as last_seen_stale
       from sessions s join users u on u.id = s.user_id
      where (s.token_hash = $1
             or (s.previous_token_hash = $1 and s.rotated_at > now() - $2 * interval '1 second'))
        and s.expires_at > now() and u.active
        and not ${IDLE_TOO_LONG}`,
    [hashToken(token), PREVIOUS_TOKEN_GRACE_SECONDS, LAST_SEEN_PRECISION_SECONDS],
  );
  return row ? { ...sessionOf(row), memberships: row.memberships } : null;
}

/**
 * Notes the session's request, the activity its idle time counts from. Called only when findSession saw
 * the last note stale, so most requests send no write; the condition keeps two racing requests to one.
 */
export async function touchSession(db: Database, sessionId: number): Promise<void> {
  await db.query(
    `update sessions set last_seen_at = now()
      where id = $1 and last_seen_at < now() - $2 * interval '1 second'`,
    [sessionId, LAST_SEEN_PRECISION_SECONDS],
  );
}

/** Logout: also with the token replaced last, so a request that crossed a refresh still logs out. */
export async function revokeSession(db: Database, token: string): Promise<void> {
  const hash = hashToken(token);
  await db.query("delete from sessions where token_hash = $1 or previous_token_hash = $1", [hash]);
}

/** Ends every other session of the user, as after a password change. */
export async function revokeOtherSessions(
  db: Database,
  userId: number,
  keepSessionId: number,
): Promise<void> {
  await db.query("delete from sessions where user_id = $1 and id <> $2", [userId, keepSessionId]);
}

export async function clearPasswordChangeFlag(db: Database, sessionId: number): Promise<void> {
  await db.query("update sessions set re_pwd = false where id = $1", [sessionId]);
}

/** Expired sessions are of no use to anyone; removing them keeps the table small. */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.query("delete from sessions where expires_at < now()");
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** What the client keeps of the session: who, which global roles, issued and expiring (in seconds). */
export function tokenData(session: Session): TokenData {
  return {
    username: session.user.username,
    user_id: session.user.id,
    roles: tokenRoles(session.user.global_roles),
    iat: seconds(session.issuedAt),
    exp: seconds(session.expiresAt),
    re_pwd: session.rePwd,
  };
}

/** The cookie's Max-Age: the session's seconds left, to the nearest second. */
export function cookieMaxAge(session: Session, now = Date.now()): number {
  return Math.max(0, Math.round((session.expiresAt.getTime() - now) / 1000));
}

/** Seconds the session has left. */
export function timeToLive(session: Session, now = Date.now()): number {
  return Math.max(0, Math.floor((session.expiresAt.getTime() - now) / 1000));
}

import type { Database } from "../db/database";
import { SESSION_COLUMNS, type Session, type SessionRow, sessionOf } from "./sessions";
import { hashToken, newToken } from "./tokens";

export interface SessionLifetime {
  /** Seconds a refresh moves the expiry ahead. */
  ttlSeconds: number;
  /** Seconds from the login after which no refresh extends the session. */
  maxAgeSeconds: number;
}

/** Replaces the session's token; the old one keeps working for the grace period only. */
const rotate = (tokenParam: string) => `previous_token_hash = s.token_hash, token_hash = ${tokenParam},
  rotated_at = now(), privileges_version = u.privileges_version`;

/**
 * GET /refresh_token: moves the expiry a lifetime ahead, but never past the absolute lifetime counted from
 * the login, and issues a new token. Null once the absolute lifetime has passed. A request that came with
 * the token replaced last gets no new one: the newer token is already on its way to the same browser.
 */
export async function refreshSession(
  db: Database,
  session: Session,
  lifetime: SessionLifetime,
): Promise<{ token?: string; session: Session } | null> {
  const token = session.viaPreviousToken ? undefined : newToken();
  const [row] = await db.query<SessionRow>(
    `update sessions s
        set refreshed_at = now(),
            expires_at = least(now() + $2 * interval '1 second', s.created_at + $3 * interval '1 second')
            ${token ? `, ${rotate("$4")}` : ""}
       from users u
      where s.id = $1 and u.id = s.user_id and s.created_at + $3 * interval '1 second' > now()
      returning ${SESSION_COLUMNS}`,
    [session.id, lifetime.ttlSeconds, lifetime.maxAgeSeconds, ...(token ? [hashToken(token)] : [])],
  );
  if (!row) {
    // Past its absolute lifetime the session is of no use any more, also to other requests.
    await db.query("delete from sessions where id = $1", [session.id]);
    return null;
  }
  return { ...(token ? { token } : {}), session: sessionOf(row) };
}

/**
 * After the user's privileges changed (roles, password, second factor), the session gets a new token,
 * so a token copied before the change does not carry the new rights. Null when nothing changed.
 */
export async function rotateAfterPrivilegeChange(
  db: Database,
  sessionId: number,
): Promise<{ token: string; session: Session } | null> {
  const token = newToken();
  const [row] = await db.query<SessionRow>(
    `update sessions s set ${rotate("$2")}
       from users u
      where s.id = $1 and u.id = s.user_id and s.privileges_version <> u.privileges_version
      returning ${SESSION_COLUMNS}`,
    [sessionId, hashToken(token)],
  );
  return row ? { token, session: sessionOf(row) } : null;
}

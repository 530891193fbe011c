import type { LoginLimits } from "../config";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";

export type AttemptKind = "password" | "otp" | "key" | "forgot_password";

export const TOO_MANY_ATTEMPTS = "Too many failed attempts. Try again later.";

export interface AttemptSource {
  username: string;
  address: string;
}

const normalised = (username: string) => username.trim().toLowerCase().slice(0, 255);

/**
 * Refuses with 429 while the username or the address has used up its failed attempts within the window.
 * Checked before any password is looked at, so guessing stops even when a guess would be right.
 */
export async function assertNotThrottled(
  db: Database,
  limits: LoginLimits,
  source: AttemptSource,
): Promise<void> {
  const [counts] = await db.query<{ by_user: number; by_address: number }>(
    `select count(*) filter (where username = $1)::int as by_user,
            count(*) filter (where address = $2)::int as by_address
       from login_attempts
      where created_at > now() - $3 * interval '1 second' and (username = $1 or address = $2)`,
    [normalised(source.username), source.address, limits.windowSeconds],
  );
  if (!counts) return;
  if (counts.by_user >= limits.perUser || counts.by_address >= limits.perAddress) {
    throw new HttpError(
      429,
      { message: TOO_MANY_ATTEMPTS, retry_after: limits.windowSeconds },
      { "retry-after": String(limits.windowSeconds) },
    );
  }
}

export async function recordFailure(db: Database, source: AttemptSource, kind: AttemptKind): Promise<void> {
  await db.query("insert into login_attempts (username, address, kind) values ($1, $2, $3)", [
    normalised(source.username),
    source.address,
    kind,
  ]);
}

/** A successful login clears the user's failures (the address keeps its count). */
export async function forgetFailures(db: Database, username: string): Promise<void> {
  await db.query("delete from login_attempts where username = $1", [normalised(username)]);
}

/** Attempts older than a day count for nothing. */
export async function deleteOldAttempts(db: Database): Promise<void> {
  await db.query("delete from login_attempts where created_at < now() - interval '1 day'");
}

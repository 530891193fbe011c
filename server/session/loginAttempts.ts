import type { LoginLimits } from "../config";
import type { Database } from "../db/database";
import { HttpError } from "../http/errors";
import { secondsToWait } from "./loginDelay";

export type AttemptKind = "password" | "otp" | "key" | "forgot_password";

export const TOO_MANY_ATTEMPTS = "Too many failed attempts. Try again later.";

/** Failures count per username and address together, so guesses from elsewhere never slow the real user. */
export interface AttemptSource {
  username: string;
  address: string;
}

const normalised = (username: string) => username.trim().toLowerCase().slice(0, 255);

interface CountsRow {
  by_pair: number;
  last_pair_failure: Date | null;
  by_address: number;
  now: Date;
}

/**
 * Refuses with 429 (and Retry-After) while this username from this address must wait after its failed
 * attempts (see secondsToWait). Checked before any password is looked at, so a guess made while waiting
 * is refused even when it would be right.
 */
export async function assertNotThrottled(
  db: Database,
  limits: LoginLimits,
  source: AttemptSource,
): Promise<void> {
  const [row] = await db.query<CountsRow>(
    `select count(*) filter (where username = $1)::int as by_pair,
            max(created_at) filter (where username = $1) as last_pair_failure,
            count(*)::int as by_address,
            now() as now
       from login_attempts
      where address = $2 and created_at > now() - $3 * interval '1 second'`,
    [normalised(source.username), source.address, limits.windowSeconds],
  );
  if (!row) return;
  const wait = secondsToWait(
    { byPair: row.by_pair, lastPairFailure: row.last_pair_failure, byAddress: row.by_address },
    limits,
    new Date(row.now),
  );
  if (wait > 0) {
    throw new HttpError(
      429,
      { message: TOO_MANY_ATTEMPTS, retry_after: wait },
      { "retry-after": String(wait) },
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

/**
 * A successful login clears the failures of its username from its address. Failures from other addresses
 * stay, so the real user's login does not free an attacker elsewhere to guess again.
 */
export async function forgetFailures(db: Database, source: AttemptSource): Promise<void> {
  await db.query("delete from login_attempts where username = $1 and address = $2", [
    normalised(source.username),
    source.address,
  ]);
}

/** Attempts older than a day count for nothing. */
export async function deleteOldAttempts(db: Database): Promise<void> {
  await db.query("delete from login_attempts where created_at < now() - interval '1 day'");
}

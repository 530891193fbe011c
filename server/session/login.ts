import { timingSafeEqual } from "node:crypto";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { unauthorized } from "../http/errors";
import { enrolSecondFactor } from "./enrolSecondFactor";
import { type AttemptSource, assertNotThrottled, forgetFailures, recordFailure } from "./loginAttempts";
import { memberSecurityPolicy } from "./memberSecurityPolicy";
import { verifyPassword } from "./passwords";
import { createSession, type Session } from "./sessions";
import { hashToken } from "./tokens";
import { checkTotp } from "./totp";

export const WRONG_CREDENTIALS = "Incorrect username or password";
export const CODE_REQUIRED = "verification_code_required";
export const WRONG_CODE = "Incorrect verification code.";
export const KEY_LOGIN_FAILED = "login_incorrect";

export interface LoginClient {
  address: string;
  userAgent?: string;
}

interface LoginUserRow {
  id: number;
  username: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: number | string | null;
  login_key_hash: string | null;
  login_key_expires_at: Date | null;
}

async function findLoginUser(db: Database, username: string): Promise<LoginUserRow | undefined> {
  const [user] = await db.query<LoginUserRow>(
    `select id, username, password_hash, totp_secret, totp_pending_secret, totp_last_step, login_key_hash, login_key_expires_at
       from users where lower(username) = lower($1) and active`,
    [username],
  );
  return user;
}

/**
 * The second step for users with an authenticator: without a code the 401 says one is needed
 * (errors.two_factor), a wrong or reused code counts as a failed attempt.
 */
async function checkSecondFactor(
  db: Database,
  user: LoginUserRow,
  otp: string | undefined,
  source: AttemptSource,
): Promise<void> {
  if (!user.totp_secret) {
    // An environment's policy may demand a second factor the user has not set up yet: set it up now.
    if ((await memberSecurityPolicy(db, user.id)).twoFactorRequired) {
      await enrolSecondFactor(db, user, otp, source);
    }
    return;
  }
  if (!otp) throw unauthorized({ message: CODE_REQUIRED, errors: { two_factor: true } });
  const lastStep = user.totp_last_step === null ? null : Number(user.totp_last_step);
  const step = checkTotp(user.totp_secret, otp.trim(), lastStep);
  // The conditional update makes a code usable once even when two logins race with it.
  const claimed =
    step !== null &&
    (
      await db.query(
        `update users set totp_last_step = $2
          where id = $1 and (totp_last_step is null or totp_last_step < $2) returning id`,
        [user.id, step],
      )
    ).length > 0;
  if (!claimed) {
    await recordFailure(db, source, "otp");
    throw unauthorized({ message: WRONG_CODE, errors: { two_factor: true, otp: WRONG_CODE } });
  }
}

async function startSession(
  db: Database,
  config: ServerConfig,
  user: LoginUserRow,
  client: LoginClient,
  rePwd: boolean,
): Promise<{ token: string; session: Session }> {
  await forgetFailures(db, { username: user.username, address: client.address });
  await db.query("update users set last_login_at = now() where id = $1", [user.id]);
  return createSession(db, {
    userId: user.id,
    ttlSeconds: config.sessionTtlSeconds,
    maxAgeSeconds: config.sessionMaxAgeSeconds,
    rePwd,
    address: client.address,
    ...(client.userAgent ? { userAgent: client.userAgent } : {}),
  });
}

/** POST /login_check: username and password, then the verification code when the user has one. */
export async function passwordLogin(
  db: Database,
  config: ServerConfig,
  input: { username: string; password: string; otp?: string },
  client: LoginClient,
): Promise<{ token: string; session: Session }> {
  const source = { username: input.username, address: client.address };
  await assertNotThrottled(db, config.loginLimits, source);
  const user = await findLoginUser(db, input.username);
  const valid = await verifyPassword(user?.password_hash, input.password);
  if (!user || !valid) {
    await recordFailure(db, source, "password");
    throw unauthorized({ message: WRONG_CREDENTIALS });
  }
  await checkSecondFactor(db, user, input.otp, source);
  return startSession(db, config, user, client, false);
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * GET /key_login_check: the single-use key of a mailed login link. The session it starts asks for a new
 * password (re_pwd); a second factor is still required from users who have one.
 */
export async function keyLogin(
  db: Database,
  config: ServerConfig,
  input: { username: string; key: string; otp?: string },
  client: LoginClient,
): Promise<{ token: string; session: Session }> {
  const source = { username: input.username, address: client.address };
  await assertNotThrottled(db, config.loginLimits, source);
  const user = await findLoginUser(db, input.username);
  const keyHash = hashToken(input.key);
  const valid =
    !!user?.login_key_hash &&
    !!user.login_key_expires_at &&
    user.login_key_expires_at.getTime() > Date.now() &&
    sameHash(keyHash, user.login_key_hash);
  if (!user || !valid) {
    await recordFailure(db, source, "key");
    throw unauthorized({ message: KEY_LOGIN_FAILED });
  }
  await checkSecondFactor(db, user, input.otp, source);
  const used = await db.query(
    `update users set login_key_hash = null, login_key_expires_at = null
      where id = $1 and login_key_hash = $2 returning id`,
    [user.id, keyHash],
  );
  if (used.length === 0) throw unauthorized({ message: KEY_LOGIN_FAILED });
  return startSession(db, config, user, client, true);
}

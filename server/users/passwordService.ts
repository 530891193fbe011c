import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { badRequest, type FieldErrors } from "../http/errors";
import { REQUIRED } from "../http/messages";
import type { Mailer } from "../mail/mailer";
import { type AttemptSource, assertNotThrottled, recordFailure } from "../session/loginAttempts";
import { memberSecurityPolicy } from "../session/memberSecurityPolicy";
import { passwordRuleProblem } from "../session/passwordRules";
import { hashPassword, passwordProblem, verifyPassword } from "../session/passwords";
import { clearPasswordChangeFlag, revokeOtherSessions, type Session } from "../session/sessions";
import { hashToken, newToken } from "../session/tokens";

export const PASSWORDS_DO_NOT_MATCH = "Passwords do not match";
export const WRONG_OLD_PASSWORD = "The current password is incorrect";
export const FORGOT_PASSWORD_FAILED = "Incorrect username or email address";
/** How long the key of a mailed login link works. */
export const LOGIN_KEY_HOURS = 24;

export interface PasswordChange {
  password: string;
  old_password?: string;
  repeat_password?: string;
}

/**
 * PATCH /user/change_password. The current password is asked, except in a session started from a login
 * link (re_pwd), where the user cannot know it. Every field's problem is reported at once; a wrong current
 * password counts as a failed login. Afterwards the user's other sessions end.
 */
export async function changePassword(
  db: Database,
  config: ServerConfig,
  session: Session,
  change: PasswordChange,
  address: string,
): Promise<void> {
  const source: AttemptSource = { username: session.user.username, address };
  const errors: FieldErrors = {};
  // The rules of the user's environments first: their message says what to change.
  const { passwordRules } = await memberSecurityPolicy(db, session.user.id);
  const weak =
    passwordRuleProblem(change.password, passwordRules) ??
    (await passwordProblem(change.password, [session.user.username]));
  if (weak) errors.password = weak;
  if (change.repeat_password !== undefined && change.repeat_password !== change.password) {
    errors.repeat_password = PASSWORDS_DO_NOT_MATCH;
  }
  if (!session.rePwd) {
    if (!change.old_password) {
      errors.old_password = REQUIRED;
    } else {
      await assertNotThrottled(db, config.loginLimits, source);
      const [user] = await db.query<{ password_hash: string | null }>(
        "select password_hash from users where id = $1",
        [session.user.id],
      );
      if (!(await verifyPassword(user?.password_hash, change.old_password))) {
        await recordFailure(db, source, "password");
        errors.old_password = WRONG_OLD_PASSWORD;
      }
    }
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors);

  const passwordHash = await hashPassword(change.password);
  await db.transaction(async (tx) => {
    await tx.query("update users set password_hash = $2, modified_at = now() where id = $1", [
      session.user.id,
      passwordHash,
    ]);
    await clearPasswordChangeFlag(tx, session.id);
    await revokeOtherSessions(tx, session.user.id, session.id);
  });
}

/**
 * POST /user/forgot_password: when username and email belong to one active user, mails a login link with
 * a single-use key; the session it opens asks for a new password. Failures count against the address.
 */
export async function forgotPassword(
  db: Database,
  config: ServerConfig,
  mailer: Mailer,
  input: { username: string; email: string },
  address: string,
): Promise<void> {
  const source: AttemptSource = { username: input.username, address };
  await assertNotThrottled(db, config.loginLimits, source);
  const [user] = await db.query<{ id: number; username: string; email: string }>(
    `select id, username, email from users
      where lower(username) = lower($1) and lower(email) = lower($2) and active`,
    [input.username.trim(), input.email.trim()],
  );
  if (!user) {
    await recordFailure(db, source, "forgot_password");
    throw badRequest({ username: FORGOT_PASSWORD_FAILED }, { message: FORGOT_PASSWORD_FAILED });
  }
  const key = newToken();
  await db.query(
    `update users set login_key_hash = $2, login_key_expires_at = now() + $3 * interval '1 hour' where id = $1`,
    [user.id, hashToken(key), LOGIN_KEY_HOURS],
  );
  const link = `${config.publicUrl}/login?username=${encodeURIComponent(user.username)}&key=${key}`;
  await mailer.send({
    to: user.email,
    subject: "Docket: choose a new password",
    text: [
      `Hello ${user.username},`,
      "",
      "Someone (hopefully you) asked for a new Docket password. Open this link to log in and choose one:",
      "",
      link,
      "",
      `The link works once, within ${LOGIN_KEY_HOURS} hours. If you did not ask for it, ignore this mail.`,
    ].join("\n"),
  });
}

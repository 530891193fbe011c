import { randomBytes } from "node:crypto";
import type { Database } from "../db/database";
import { hashPassword } from "../session/passwords";

export interface ResetPasswordResult {
  /** The password made up for the user, to be shown once; absent when it was given. */
  generatedPassword?: string;
}

export class UnknownUserError extends Error {
  constructor(readonly username: string) {
    super(`There is no user '${username}'.`);
    this.name = "UnknownUserError";
  }
}

/** A random password of 16 URL-safe characters (96 bits). */
export function generatePassword(): string {
  return randomBytes(12).toString("base64url");
}

/**
 * Sets a user's password (the given one, else a generated one), ends the user's sessions and forgets the
 * failed logins of that user name, so that the new password works at once.
 */
export async function resetPassword(
  db: Database,
  username: string,
  password?: string,
): Promise<ResetPasswordResult> {
  const chosen = password || generatePassword();
  const hash = await hashPassword(chosen);
  return db.transaction(async (tx) => {
    const [user] = await tx.query<{ id: number }>(
      "update users set password_hash = $2 where lower(username) = lower($1) returning id",
      [username, hash],
    );
    if (!user) throw new UnknownUserError(username);
    await tx.query("delete from sessions where user_id = $1", [user.id]);
    await tx.query("delete from login_attempts where lower(username) = lower($1)", [username]);
    return password ? {} : { generatedPassword: chosen };
  });
}

import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import type { Mailer } from "../mail/mailer";
import { hashToken, newToken } from "../session/tokens";

/** How long the login link of a welcome mail works: long enough for someone back from a week away. */
export const WELCOME_KEY_DAYS = 7;

/**
 * Mails a new user without a password a single-use login link; the session it opens asks for a new
 * password, as after 'forgot password'. Called inside the user's transaction: a mail that cannot be sent
 * leaves no user behind.
 */
export async function mailWelcomeLink(
  tx: Database,
  deps: { config: Pick<ServerConfig, "publicUrl">; mailer: Mailer },
  user: { id: number; username: string; email: string },
  invitedBy: string,
): Promise<void> {
  const key = newToken();
  await tx.query(
    "update users set login_key_hash = $2, login_key_expires_at = now() + $3 * interval '1 day' where id = $1",
    [user.id, hashToken(key), WELCOME_KEY_DAYS],
  );
  const link = `${deps.config.publicUrl}/login?username=${encodeURIComponent(user.username)}&key=${key}`;
  await deps.mailer.send({
    to: user.email,
    subject: "Docket: your account",
    text: [
      `Hello ${user.username},`,
      "",
      `${invitedBy} made you a Docket account. Open this link to log in and choose your password:`,
      "",
      link,
      "",
      `The link works once, within ${WELCOME_KEY_DAYS} days.`,
    ].join("\n"),
  });
}

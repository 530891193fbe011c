import type { Database } from "../db/database";
import { unauthorized } from "../http/errors";
import { type AttemptSource, recordFailure } from "./loginAttempts";
import { checkTotp, newTotpSecret, totpUri } from "./totp";

export const TWO_FACTOR_SETUP_REQUIRED = "two_factor_setup_required";
const WRONG_CODE = "Incorrect verification code.";

interface EnrollingUser {
  id: number;
  username: string;
  totp_pending_secret: string | null;
}

/**
 * The login of a user whose environment requires a second factor they have not set up. After the right
 * password and no code, the 401 carries a new secret (kept as the pending one, so asking again shows the
 * same) with its otpauth URI; the next attempt with a code from it switches the second factor on and logs
 * in. A wrong code counts as a failed attempt, as at any login.
 */
export async function enrolSecondFactor(
  db: Database,
  user: EnrollingUser,
  otp: string | undefined,
  source: AttemptSource,
): Promise<void> {
  if (!otp || !user.totp_pending_secret) {
    const secret = user.totp_pending_secret ?? newTotpSecret();
    if (!user.totp_pending_secret) {
      await db.query("update users set totp_pending_secret = $2 where id = $1", [user.id, secret]);
    }
    throw unauthorized({
      message: TWO_FACTOR_SETUP_REQUIRED,
      errors: { two_factor: true, two_factor_setup: true },
      secret,
      uri: totpUri(secret, user.username),
    });
  }
  const step = checkTotp(user.totp_pending_secret, otp.trim(), null);
  // Conditional, so two logins racing with one code switch it on once.
  const enabled =
    step !== null &&
    (
      await db.query(
        `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = $2
          where id = $1 and totp_secret is null and totp_pending_secret = $3 returning id`,
        [user.id, step, user.totp_pending_secret],
      )
    ).length > 0;
  if (!enabled) {
    await recordFailure(db, source, "otp");
    throw unauthorized({
      message: WRONG_CODE,
      errors: { two_factor: true, two_factor_setup: true, otp: WRONG_CODE },
    });
  }
}

import type { Database } from "../db/database";
import { badRequest, forbidden, notFound } from "../http/errors";
import { REQUIRED } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { canEditUser } from "../permissions/canEditUser";
import { WRONG_CODE } from "../session/login";
import { checkTotp, newTotpSecret, totpUri } from "../session/totp";

export const NO_PENDING_SECRET = "Request a new secret first";

export interface TwoFactorChange {
  enable: boolean;
  code?: string;
}

interface TwoFactorRow {
  username: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
}

/**
 * POST /user/{id}/twofactor, in two steps so nobody locks themselves out: {enable: true} answers a new
 * secret and its otpauth URI; {enable: true, code} confirms it with a code from the app and switches it
 * on. {enable: false} switches it off: users confirm with a current code, super admins may reset it.
 */
export async function changeTwoFactor(
  db: Database,
  ctx: CallerContext,
  userId: number,
  change: TwoFactorChange,
) {
  const [user] = await db.query<TwoFactorRow>(
    "select username, totp_secret, totp_pending_secret from users where id = $1",
    [userId],
  );
  if (!user) throw notFound();
  if (!canEditUser(ctx, userId)) throw forbidden();

  if (!change.enable) {
    const isOwn = ctx.userId === userId;
    if (user.totp_secret && isOwn) {
      if (!change.code) throw badRequest({ code: REQUIRED });
      if (checkTotp(user.totp_secret, change.code, null) === null) throw badRequest({ code: WRONG_CODE });
    }
    await db.query(
      "update users set totp_secret = null, totp_pending_secret = null, totp_last_step = null where id = $1",
      [userId],
    );
    return { enabled: false };
  }

  if (change.code === undefined) {
    const secret = newTotpSecret();
    await db.query("update users set totp_pending_secret = $2 where id = $1", [userId, secret]);
    return { enabled: user.totp_secret !== null, secret, uri: totpUri(secret, user.username) };
  }
  if (!user.totp_pending_secret) throw badRequest({ code: NO_PENDING_SECRET });
  const step = checkTotp(user.totp_pending_secret, change.code, null);
  if (step === null) throw badRequest({ code: WRONG_CODE });
  await db.query(
    `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_last_step = $2
      where id = $1`,
    [userId, step],
  );
  return { enabled: true };
}

import { Secret, TOTP } from "otpauth";

const PERIOD_SECONDS = 30;

function totpFor(secret: string, label = "user"): TOTP {
  return new TOTP({
    issuer: "Docket",
    label,
    secret: Secret.fromBase32(secret),
    algorithm: "SHA1",
    digits: 6,
    period: PERIOD_SECONDS,
  });
}

/** A new base32 secret for an authenticator app. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** The otpauth:// address that authenticator apps read (usually as a QR code). */
export function totpUri(secret: string, username: string): string {
  return totpFor(secret, username).toString();
}

/** The code an authenticator shows now; tests log in with it. */
export function currentTotpCode(secret: string, at = Date.now()): string {
  return totpFor(secret).generate({ timestamp: at });
}

/**
 * Checks a 6-digit code, allowing one period of clock drift either way. Answers the time step the code
 * belongs to, or null. A step at or before `lastStep` was used already and is refused, so an overheard
 * code cannot be replayed.
 */
export function checkTotp(
  secret: string,
  code: string,
  lastStep: number | null,
  at = Date.now(),
): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secret).validate({ token: code, timestamp: at, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(at / 1000 / PERIOD_SECONDS) + delta;
  if (lastStep !== null && step <= lastStep) return null;
  return step;
}

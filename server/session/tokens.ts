import { createHash, randomBytes } from "node:crypto";

/** A random secret for a cookie or a login link: 256 bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Only hashes of secrets are stored, so a leaked table opens no session. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

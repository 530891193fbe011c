import { createHmac, randomBytes } from "node:crypto";

/** The header a receiver checks: `sha256=` and the HMAC-SHA256 of the exact body with the webhook's secret. */
export const SIGNATURE_HEADER = "X-Docket-Signature";

export function signature(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** A new webhook secret: 32 random bytes as hex, shown to the admin once. */
export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

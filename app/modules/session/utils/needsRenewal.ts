import type { TokenData } from "../../../../schemas";
import { CHECK_INTERVAL_MS, EXPIRY_MARGIN_MS, RENEW_AT_SECONDS } from "../state/sessionTimes";

/**
 * Whether to renew the token now: when at most RENEW_AT_SECONDS of validity (exp less the margin) would be
 * left by the next periodic check, so a quiet tab never lets a live session lapse between two checks.
 */
export function needsRenewal(token: TokenData, now = Date.now()): boolean {
  const validForMs = token.exp * 1000 - EXPIRY_MARGIN_MS - now;
  return validForMs - CHECK_INTERVAL_MS <= RENEW_AT_SECONDS * 1000;
}

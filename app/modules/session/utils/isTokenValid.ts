import type { TokenData } from "../../../../schemas";
import { EXPIRY_MARGIN_MS } from "../state/sessionTimes";

/** A session is valid while its expiry, less the five-minute margin, lies in the future. */
export function isTokenValid(token: TokenData | null, now = Date.now()): token is TokenData {
  return !!token && token.exp * 1000 - EXPIRY_MARGIN_MS > now;
}

/** A token counts as expired this long before its exp. */
export const EXPIRY_MARGIN_MS = 300_000;
/** How often the token is checked for renewal (besides on focus and activity). */
export const CHECK_INTERVAL_MS = 300_000;
/** Renewal is due when this many seconds of validity are left. */
export const RENEW_AT_SECONDS = 500;
/** The idle prompt shows after this long without activity. */
export const IDLE_PROMPT_MS = 600_000;
/** After this long without activity the session ends and the re-login modal shows. */
export const IDLE_TIMEOUT_MS = 900_000;
/** Activity is recorded at most this often. */
export const ACTIVITY_DEBOUNCE_MS = 250;
/** The referer of a login is forgotten after this long away. */
export const REFERER_LIFETIME_MS = 24 * 60 * 60 * 1000;

import { statusOf } from "../../../api/statusOf";
import { refreshToken } from "../api/refreshToken";
import { tokenStore } from "../state/tokenStore";
import { needsRenewal } from "./needsRenewal";

let inFlight: Promise<void> | null = null;

/**
 * Renews the session through /refresh_token when it is due (or always, with `force`); a 401 discards the
 * stored token data. Calls made while one is under way share it.
 */
export function renewSession(force = false, now = Date.now()): Promise<void> {
  const token = tokenStore.get();
  if (!token || (!force && !needsRenewal(token, now))) return Promise.resolve();
  inFlight ??= refreshToken()
    .then((times) => tokenStore.renew(times))
    .catch((error: unknown) => {
      if (statusOf(error) === 401) tokenStore.clear();
    })
    .finally(() => {
      inFlight = null;
    });
  return inFlight;
}

/** Forgets a renewal under way: a test file that shares a worker must not join the previous file's one. */
export function resetRenewSessionForTests(): void {
  inFlight = null;
}

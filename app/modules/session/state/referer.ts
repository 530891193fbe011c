import { REFERER_LIFETIME_MS } from "./sessionTimes";
import { STORAGE_KEYS } from "./storageKeys";

/** Remembers the page a visitor without a session asked for, to return there after logging in. */
export function saveReferer(path: string): void {
  localStorage.setItem(STORAGE_KEYS.referer, path);
}

/**
 * The page to go to after logging in: the saved referer unless it is / or empty, or the last visit lies
 * more than 24 hours back; otherwise the environment picker. Reading it forgets it.
 */
export function takeReferer(now = Date.now()): string {
  const referer = localStorage.getItem(STORAGE_KEYS.referer) ?? "";
  localStorage.removeItem(STORAGE_KEYS.referer);
  const lastVisit = Number(localStorage.getItem(STORAGE_KEYS.lastVisit));
  const stale = lastVisit > 0 && now - lastVisit > REFERER_LIFETIME_MS;
  if (stale || referer === "" || referer === "/" || !referer.startsWith("/") || referer.startsWith("//")) {
    return "/environment";
  }
  return referer;
}

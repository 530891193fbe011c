import { ofetch } from "ofetch";
import { tokenStore } from "../modules/session/state/tokenStore";

/** Calls whose 401 means a wrong password or code, not a lost session. */
const SESSION_CALLS = /\/(login_check|key_login_check|logout_cookie)(\?|$)/;

/** A random key; crypto.randomUUID needs a secure context, which plain http on a LAN host is not. */
function freshKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * The API under /api, with the session cookie; a 401 elsewhere means the session is gone. X-Requested-With
 * shows the server the call is the app's own: a foreign page cannot send it without a CORS preflight, so
 * the server runs its state-changing GETs (archive, subscribe, logout_cookie, ...) only with it. Every POST
 * carries a fresh Idempotency-Key, so that a create sent again (a retry) is answered without a duplicate.
 */
export const api = ofetch.create({
  baseURL: "/api",
  credentials: "include",
  headers: { accept: "application/json", "x-requested-with": "docket" },
  retry: 0,
  onRequest({ options }) {
    const headers = options.headers as Headers;
    if (options.method?.toUpperCase() === "POST" && !headers.has("idempotency-key"))
      headers.set("idempotency-key", freshKey());
  },
  onResponseError({ request, response }) {
    const url = typeof request === "string" ? request : request.url;
    if (response.status === 401 && !SESSION_CALLS.test(url)) tokenStore.clear();
  },
});

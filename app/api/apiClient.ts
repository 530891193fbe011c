import { ofetch } from "ofetch";
import { tokenStore } from "../modules/session/state/tokenStore";

/** Calls whose 401 means a wrong password or code, not a lost session. */
const SESSION_CALLS = /\/(login_check|key_login_check|logout_cookie)(\?|$)/;

/**
 * The API under /api, with the session cookie; a 401 elsewhere means the session is gone. X-Requested-With
 * shows the server the call is the app's own: a foreign page cannot send it without a CORS preflight, so
 * the server runs its state-changing GETs (archive, subscribe, logout_cookie, ...) only with it.
 */
export const api = ofetch.create({
  baseURL: "/api",
  credentials: "include",
  headers: { accept: "application/json", "x-requested-with": "docket" },
  retry: 0,
  onResponseError({ request, response }) {
    const url = typeof request === "string" ? request : request.url;
    if (response.status === 401 && !SESSION_CALLS.test(url)) tokenStore.clear();
  },
});

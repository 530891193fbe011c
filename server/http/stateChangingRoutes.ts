/** Methods that change state by their nature; browsers send Origin on every cross-origin one. */
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The spec's GETs that change something: archive and subscription flags, the session (log out, renew,
 * log in by a mailed key) and the read mark of a message. A top-level navigation from a foreign page
 * carries the SameSite=Lax cookie, so these need proof that the app itself asked.
 */
export const STATE_CHANGING_GETS: readonly string[] = [
  "/api/contentdossier/:id/archive",
  "/api/contentdossier/:id/dearchive",
  "/api/contentdossier/:id/subscribe",
  "/api/contentdossier/:id/unsubscribe",
  "/api/dossier/:id/subscribe",
  "/api/dossier/:id/unsubscribe",
  "/api/logout_cookie",
  "/api/refresh_token",
  "/api/key_login_check",
  "/api/message/:id",
];

const GET_ROUTES = new Set(STATE_CHANGING_GETS);

export type StateChange = "write" | "get" | "none";

/**
 * How a route changes state: a write method, one of the spec's state-changing GETs (HEAD runs the GET's
 * handler too), or not at all. `routeUrl` is the route's pattern, such as /api/message/:id.
 */
export function stateChangeOf(method: string, routeUrl: string | undefined): StateChange {
  if (!routeUrl?.startsWith("/api/")) return "none";
  if (WRITE_METHODS.has(method)) return "write";
  if ((method === "GET" || method === "HEAD") && GET_ROUTES.has(routeUrl)) return "get";
  return "none";
}

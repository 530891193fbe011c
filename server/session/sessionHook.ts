import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { API_DOCS_PATH } from "../http/apiDocs";
import { unauthorized } from "../http/errors";
import type { CallerContext } from "../permissions/callerContext";
import { loadCallerContext } from "../permissions/loadCallerContext";
import { SESSION_COOKIE } from "./cookie";
import { findSession, type Session } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The session of the cookie, when it is live. */
    session: Session | null;
    /** The logged-in caller and what they hold; set on every route that is not public. */
    caller: CallerContext | null;
  }
  interface FastifyContextConfig {
    /** Reachable without a session (login, logout, forgot password). */
    public?: boolean;
  }
}

/** Every /api route needs a live session unless it is marked public; 401 otherwise. */
export function registerSessionHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest("session", null);
  app.decorateRequest("caller", null);
  app.addHook("onRequest", async (request) => {
    const url = request.routeOptions.url;
    // Unknown routes go on to the 404 answer; the API's documentation is public.
    if (!url?.startsWith("/api/") || url.startsWith(API_DOCS_PATH)) return;
    const token = request.cookies[SESSION_COOKIE];
    if (token) request.session = await findSession(db, token);
    if (request.routeOptions.config.public) return;
    if (!request.session) throw unauthorized();
    request.caller = await loadCallerContext(db, request.session.user);
  });
}

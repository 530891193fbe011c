import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { API_DOCS_PATH } from "../http/apiDocs";
import { unauthorized } from "../http/errors";
import { type CallerContext, callerContext } from "../permissions/callerContext";
import { callerDataOf } from "../permissions/loadCallerContext";
import { SESSION_COOKIE, sessionCookieOptions } from "./cookie";
import { rotateAfterPrivilegeChange } from "./sessionRotation";
import { cookieMaxAge, findSession, type Session, touchSession } from "./sessions";

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
    /**
     * May change the caller's own global roles, password or second factor: the session's token is then
     * replaced as the answer leaves. Another write that does leaves it to the next request's check.
     */
    changesPrivileges?: boolean;
  }
}

const CHANGING_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * Every /api route needs a live session unless it is marked public; 401 otherwise. When the caller's
 * privileges changed (by this request or since the last one), the session gets a new token in a new cookie.
 */
export function registerSessionHook(app: FastifyInstance, db: Database, config: ServerConfig): void {
  app.decorateRequest("session", null);
  app.decorateRequest("caller", null);

  // Answers the new token in the cookie, written directly: the cookie plugin's own onSend may have run.
  const rotateIfPrivilegesChanged = async (request: FastifyRequest, reply: FastifyReply) => {
    const session = request.session;
    if (!session || session.viaPreviousToken) return;
    const rotated = await rotateAfterPrivilegeChange(db, session.id);
    if (!rotated) return;
    request.session = rotated.session;
    const options = sessionCookieOptions(config, cookieMaxAge(rotated.session));
    reply.header("set-cookie", app.serializeCookie(SESSION_COOKIE, rotated.token, options));
  };

  app.addHook("onRequest", async (request, reply) => {
    const url = request.routeOptions.url;
    // Unknown routes go on to the 404 answer; the API's documentation is public.
    if (!url?.startsWith("/api/") || url.startsWith(API_DOCS_PATH)) return;
    const token = request.cookies[SESSION_COOKIE];
    const found = token ? await findSession(db, token) : null;
    request.session = found;
    if (request.routeOptions.config.public) return;
    if (!found) throw unauthorized();
    if (found.lastSeenStale) await touchSession(db, found.id);
    // Changed by someone else since this session's last request.
    if (found.privilegesChanged) await rotateIfPrivilegesChanged(request, reply);
    request.caller = callerContext(callerDataOf(found.user, found.memberships));
  });

  // Changed by this request: a new password, new roles, a second factor switched.
  app.addHook("onSend", async (request, reply) => {
    if (!request.caller || !request.routeOptions.config.changesPrivileges) return;
    if (!CHANGING_METHODS.has(request.method) || reply.statusCode >= 400) return;
    await rotateIfPrivilegesChanged(request, reply);
  });
}

import type { FastifyRequest } from "fastify";
import type { CallerContext } from "../permissions/callerContext";
import type { Session } from "../session/sessions";
import { unauthorized } from "./errors";

/** The logged-in caller of a route that requires a session (the session hook has loaded it). */
export function callerOf(request: FastifyRequest): CallerContext {
  if (!request.caller) throw unauthorized();
  return request.caller;
}

/** The live session of the request's cookie. */
export function sessionOf(request: FastifyRequest): Session {
  if (!request.session) throw unauthorized();
  return request.session;
}

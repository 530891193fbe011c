import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import {
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  LogController,
} from "fastify";
import type { ServerConfig } from "../config";

/** The header that carries a request's id in and out, so a proxy's or client's id joins the server's log. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming id may look like: short, printable, no spaces or quotes that would garble a log line. */
const SANE_REQUEST_ID = /^[A-Za-z0-9][A-Za-z0-9._:@/+=-]{0,127}$/;

/**
 * What is never written to the log: session cookies, credentials, passwords in any logged object, and the
 * parameters of a failed statement (PGlite's errors carry them; they hold record values and hashes).
 */
export const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'res.headers["set-cookie"]',
  "headers.cookie",
  "headers.authorization",
  'headers["set-cookie"]',
  "*.headers.cookie",
  "*.headers.authorization",
  "password",
  "*.password",
  "*.old_password",
  "*.repeat_password",
  "err.params",
  "*.err.params",
];

/** The request's own id when it is sane, else a fresh one. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

/**
 * Fastify's logger settings: pino writing one JSON line per event at `logLevel`, every line of a request
 * carrying its `requestId`; Fastify's own line per request and per answer is off (see registerRequestLogging).
 */
export function loggerOptions(
  config: Pick<ServerConfig, "logger" | "logLevel">,
  stream?: { write(line: string): void },
): Pick<FastifyServerOptions, "logger" | "genReqId" | "requestIdHeader" | "logController"> {
  const pino = { level: config.logLevel, redact: REDACTED_PATHS };
  return {
    logger: stream ? { ...pino, stream } : config.logger ? pino : false,
    requestIdHeader: false,
    genReqId: requestIdOf,
    logController: new LogController({ requestIdLogLabel: "requestId", disableRequestLogging: true }),
  };
}

/** The error a request failed with, logged once with its answer rather than where it was caught. */
const failures = new WeakMap<FastifyRequest, unknown>();

/** Keeps the error for the request's one log line (errorHandler.ts calls it for what answers 5xx). */
export function noteFailure(request: FastifyRequest, error: unknown): void {
  failures.set(request, error);
}

/** The route's pattern (`/api/contentdossier/:id`), never the URL with its ids and query. */
export function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? "(no route)";
}

function pathOf(url: string): string {
  const query = url.indexOf("?");
  return query < 0 ? url : url.slice(0, query);
}

/**
 * Echoes the request id in X-Request-Id. At debug level a line per request and per answer; otherwise only
 * answers of 500 (error, with the error) and other 5xx (warn) are logged, each once, with the request id,
 * method, route, status and duration. The query string is never logged (a login key may sit in it).
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook("onRequest", async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    request.log.debug({ method: request.method, path: pathOf(request.url) }, "request received");
  });
  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const fields = {
      method: request.method,
      route: routeOf(request),
      status: reply.statusCode,
      durationMs: Math.round(reply.elapsedTime),
    };
    const error = failures.get(request);
    const withError = error === undefined ? fields : { ...fields, err: error };
    if (reply.statusCode === 500) request.log.error(withError, "request failed");
    else if (reply.statusCode > 500) request.log.warn(withError, "request not served");
    else request.log.debug(fields, "request completed");
  });
}

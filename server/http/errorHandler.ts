import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { DATABASE_NOT_ANSWERING, DatabaseNotAnsweringError } from "../db/watchdog";
import { isDatabaseUnavailable } from "./databaseUnavailable";
import { badRequest, HttpError } from "./errors";
import { RETRY_AFTER_SECONDS, UNDER_PRESSURE } from "./loadShedding";
import { INVALID, NOT_FOUND, REQUIRED, SOMETHING_WENT_WRONG } from "./messages";
import { noteFailure } from "./requestLogging";
import { validationErrors } from "./validationErrors";

// PostgreSQL error classes that bad input can still reach: data exceptions and integrity violations.
const DATA_EXCEPTION = "22";
const UNIQUE_VIOLATION = "23505";

/** How deeply a JSON body may nest objects and arrays; real forms stay far below it. */
export const MAX_BODY_DEPTH = 100;

/** True when the value nests objects and arrays more than `limit` levels deep (walked without recursion). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop() as [unknown, number];
    if (typeof current !== "object" || current === null) continue;
    if (depth > limit) return true;
    for (const child of Object.values(current)) {
      if (typeof child === "object" && child !== null) stack.push([child, depth + 1]);
    }
  }
  return false;
}

/**
 * The answers to what the router refuses before any route runs (Fastify's `frameworkErrors`), in the API's
 * own shapes rather than Fastify's: a path that is not valid URL encoding is bad input (400 with errors);
 * a path segment too long to be an id names nothing (404).
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  if (error.code === "FST_ERR_MAX_PARAM_LENGTH") {
    reply.code(404).send({ message: NOT_FOUND });
    return;
  }
  reply.code(400).send({ errors: { url: INVALID } });
}

/**
 * Every failure answers JSON: 400 {errors}, 401/403/404 {message}, 503 {message} with Retry-After when the
 * database cannot do the work now (statement timeout, no connection), and never a stack trace.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError & { code?: string }, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.statusCode).headers(error.headers).send(error.body);
    }
    if (error.validation) {
      return reply.code(400).send({ errors: validationErrors(error.validation, error.validationContext) });
    }
    if (error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return reply.code(400).send({ errors: { body: REQUIRED } });
    }
    if (
      error.code?.startsWith("FST_ERR_CTP_INVALID_JSON") ||
      error.code === "FST_ERR_CTP_INVALID_CONTENT_LENGTH"
    ) {
      return reply.code(400).send({ errors: { body: INVALID } });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.code(error.statusCode).send({ message: error.message });
    }
    if (typeof error.code === "string" && error.code.startsWith(DATA_EXCEPTION)) {
      request.log.warn({ err: error }, "input the checks let through");
      return reply.code(400).send({ errors: { body: INVALID } });
    }
    if (error.code === UNIQUE_VIOLATION) {
      // Two requests raced for the same unique value; the later one learns it is taken.
      return reply.code(409).send({ message: "This value is already used" });
    }
    if (error.code === UNDER_PRESSURE) {
      // under-pressure has set Retry-After already.
      return reply.code(503).send({ message: SOMETHING_WENT_WRONG });
    }
    if (error instanceof DatabaseNotAnsweringError) {
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ message: DATABASE_NOT_ANSWERING });
    }
    if (isDatabaseUnavailable(error)) {
      // Logged with the answer (requestLogging.ts): one line with the route, status and duration.
      noteFailure(request, error);
      return reply
        .code(503)
        .header("retry-after", String(RETRY_AFTER_SECONDS))
        .send({ message: SOMETHING_WENT_WRONG });
    }
    noteFailure(request, error);
    return reply.code(500).send({ message: SOMETHING_WENT_WRONG });
  });

  app.addHook("preValidation", async (request) => {
    // A missing body is an empty one, so that each required field is reported by name.
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
    // Recursive schemas (query combinators) and the code after them walk a body by recursion: nesting
    // far beyond any real form would exhaust the stack and answer 500.
    if (nestedDeeperThan(request.body, MAX_BODY_DEPTH)) throw badRequest({ body: INVALID });
  });
}

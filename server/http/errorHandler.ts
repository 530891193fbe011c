import type { FastifyError, FastifyInstance } from "fastify";
import { HttpError } from "./errors";
import { INVALID, REQUIRED, SOMETHING_WENT_WRONG } from "./messages";
import { validationErrors } from "./validationErrors";

// PostgreSQL error classes that bad input can still reach: data exceptions and integrity violations.
const DATA_EXCEPTION = "22";
const UNIQUE_VIOLATION = "23505";

/** Every failure answers JSON: 400 {errors}, 401/403/404 {message}, and never a stack trace. */
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
    request.log.error({ err: error }, "request failed");
    return reply.code(500).send({ message: SOMETHING_WENT_WRONG });
  });

  app.addHook("preValidation", async (request) => {
    // A missing body is an empty one, so that each required field is reported by name.
    if (request.body == null && request.routeOptions.schema?.body) request.body = {};
  });
}

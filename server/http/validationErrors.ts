import type { FastifySchemaValidationError } from "fastify";
import type { FieldErrors } from "./errors";
import { INVALID, INVALID_EMAIL, maxLength, minLength, REQUIRED } from "./messages";

/** The pattern that marks a text as required: it must hold something besides spaces. */
export const NOT_BLANK = "\\S";

function fieldOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const segments = error.instancePath.split("/").filter(Boolean);
  if (error.keyword === "required") segments.push(String(params.missingProperty));
  return segments.map((s) => s.replaceAll("~1", "/").replaceAll("~0", "~")).join(".");
}

function messageOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return REQUIRED;
    case "minLength":
    case "minItems":
      return params.limit === 1 ? REQUIRED : minLength(Number(params.limit));
    case "maxLength":
      return maxLength(Number(params.limit));
    case "pattern":
      return params.pattern === NOT_BLANK ? REQUIRED : INVALID;
    case "format":
      return params.format === "email" ? INVALID_EMAIL : INVALID;
    default:
      return INVALID;
  }
}

/**
 * Turns schema validation failures into the API's errors map: one message per field. A missing value
 * outranks the other complaints about it; otherwise the first found wins (a union reports every branch).
 */
export function validationErrors(errors: FastifySchemaValidationError[], context = "body"): FieldErrors {
  const result: FieldErrors = {};
  for (const error of errors) {
    const field = fieldOf(error) || context;
    const message = messageOf(error);
    if (!(field in result) || message === REQUIRED) result[field] = message;
  }
  return result;
}

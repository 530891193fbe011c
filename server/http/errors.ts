import { FORBIDDEN, NOT_FOUND, UNAUTHORIZED } from "./messages";

export type FieldErrors = Record<string, string>;

/** An answer other than success, thrown by services and turned into a response by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(typeof body.message === "string" ? body.message : `HTTP ${statusCode}`);
  }
}

/** 400 with a message per field, such as "This is a required field". */
export const badRequest = (errors: FieldErrors, extra: Record<string, unknown> = {}) =>
  new HttpError(400, { errors, ...extra });

export const unauthorized = (body: Record<string, unknown> = { message: UNAUTHORIZED }) =>
  new HttpError(401, body);

export const forbidden = (message = FORBIDDEN) => new HttpError(403, { message });

export const notFound = (message = NOT_FOUND) => new HttpError(404, { message });

/** Throws a 400 when any field has an error, so a service can collect them all first. */
export function assertNoErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length > 0) throw badRequest(errors);
}

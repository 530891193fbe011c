import { bodyOf } from "../../../api/bodyOf";
import { statusOf } from "../../../api/statusOf";

/** What a failed login means for the form: ask for a code, or show one of the spec's messages. */
export type LoginFailure =
  | { kind: "code-required" }
  /** The environment's policy demands a second factor the user has yet to set up: this secret. */
  | { kind: "setup-required"; secret: string; uri: string }
  | { kind: "message"; message: string };

export const WRONG_PASSWORD = "Incorrect username or password";
export const WRONG_CODE = "Incorrect verification code.";
export const TOO_MANY_ATTEMPTS = "Too many failed attempts. Try again later.";
export const GENERAL_ERROR = "Something went wrong";

/** Reads a login answer; `withCode` tells whether this attempt carried a verification code. */
export function loginFailureOf(error: unknown, withCode: boolean): LoginFailure {
  const status = statusOf(error);
  const body = bodyOf(error) as ReturnType<typeof bodyOf> & { secret?: unknown; uri?: unknown };
  if (status === 401 && body.errors?.two_factor_setup && !withCode) {
    if (typeof body.secret === "string" && typeof body.uri === "string") {
      return { kind: "setup-required", secret: body.secret, uri: body.uri };
    }
  }
  if (status === 401 && body.errors?.two_factor) {
    return withCode ? { kind: "message", message: WRONG_CODE } : { kind: "code-required" };
  }
  if (status === 401) return { kind: "message", message: WRONG_PASSWORD };
  if (status === 429) return { kind: "message", message: TOO_MANY_ATTEMPTS };
  return { kind: "message", message: GENERAL_ERROR };
}

import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { generalFailureOf } from "../../../api/formErrorsOf";

/** The message for a refused delete: the server's reason (users still hold the role), no right, or general. */
export function roleDeleteFailure(error: unknown): string {
  const reason = fieldErrorsOf(error).role;
  if (reason) return reason;
  return generalFailureOf(error);
}

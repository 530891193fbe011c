import { fieldErrorsOf } from "./fieldErrorsOf";
import { statusOf } from "./statusOf";

/** The message for a failure no field names: no right (403), else a general one. */
export function generalFailureOf(failure: unknown): "403_general_message" | "Something went wrong" {
  return statusOf(failure) === 403 ? "403_general_message" : "Something went wrong";
}

/** A failed save as a form shows it: the answer's per-field errors, else one error of the whole form. */
export function formErrorsOf(failure: unknown): Record<string, string> {
  const fields = fieldErrorsOf(failure);
  return Object.keys(fields).length > 0 ? fields : { form: generalFailureOf(failure) };
}

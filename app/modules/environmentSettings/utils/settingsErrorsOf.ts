import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { generalFailureOf } from "../../../api/formErrorsOf";
import { statusOf } from "../../../api/statusOf";

/** Reads a failed save: the per-field errors of a 400, else one error of the whole form (403 or other). */
export function settingsErrorsOf(failure: unknown): Record<string, string> {
  const fields = fieldErrorsOf(failure);
  return statusOf(failure) === 400 && Object.keys(fields).length > 0
    ? fields
    : { form: generalFailureOf(failure) };
}

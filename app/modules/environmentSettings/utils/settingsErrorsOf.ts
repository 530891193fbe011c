import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";

/** Reads a failed save: the per-field errors of a 400, else one error of the whole form (403 or other). */
export function settingsErrorsOf(failure: unknown): Record<string, string> {
  const fields = fieldErrorsOf(failure);
  return statusOf(failure) === 400 && Object.keys(fields).length > 0
    ? fields
    : { form: statusOf(failure) === 403 ? "403_general_message" : "Something went wrong" };
}

import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { designerToaster } from "../../../components/designerToaster";

type Translate = (id: string) => string;

/** One notice of the designer, in the designer's place and for its time (see designerToaster). */
export function designerToast(type: "success" | "error" | "info", title: string): void {
  designerToaster.create({ type, title });
}

/** 'Item has been saved', after an editor's save. */
export function toastSaved(t: Translate): void {
  designerToast("success", t("Item has been saved"));
}

/** 'Not all fields are (correctly) filled in.', when a save finds errors (spec 3-designer section 5). */
export function toastInvalidForm(t: Translate): void {
  designerToast("error", t("Not all fields are (correctly) filled in."));
}

/**
 * The same toast when the server refuses a save with a 400 and per-field errors: the designer's own checks
 * do not know every rule (unique names, references), and the spec asks for the toast whenever errors exist.
 */
export function toastServerFieldErrors(t: Translate, failure: unknown): void {
  if (statusOf(failure) === 400 && Object.keys(fieldErrorsOf(failure)).length > 0) toastInvalidForm(t);
}

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

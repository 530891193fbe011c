import { htmlToText, LIST_CUT_OFF, truncate } from "../../engine";
import { ConfirmRedirects } from "../controls/ConfirmRedirects";
import { LazyRichTextEditor as RichTextEditor } from "../controls/LazyRichTextEditor";
import { ReadMore } from "../controls/ReadMore";
import { TextSearch } from "../controls/TextSearch";
import { useFormatted } from "../controls/useFormatted";
import { linkDossierTagsInHtml } from "../html/dossierTags";
import { RICH_TEXT_LIST_RULES, RICH_TEXT_RULES } from "../html/sanitizeHtml";
import { useSanitizedHtml } from "../html/useSanitizedHtml";
import type { FieldWidgetProps, WidgetModule } from "../types";

/** Rich text is shortened after this many characters outside lists (spec 4). */
export const SHOW_CUT_OFF = 450;

function TextareaShow({ id, item, value }: FieldWidgetProps) {
  const formatted = useFormatted(item, value, "show");
  const plain = htmlToText(formatted);
  const short = plain.length > SHOW_CUT_OFF ? truncate(plain, SHOW_CUT_OFF) : undefined;
  return (
    <ConfirmRedirects>
      <ReadMore
        id={id}
        html={linkDossierTagsInHtml(useSanitizedHtml(formatted, RICH_TEXT_RULES) ?? "")}
        short={short}
      />
    </ConfirmRedirects>
  );
}

function TextareaList({ id, item, value }: FieldWidgetProps) {
  // The engine's list text is the plain text cut at 160, as the CSV and server lists show it.
  const formatted = useFormatted(item, value, "list");
  const html = linkDossierTagsInHtml(
    useSanitizedHtml(typeof value === "string" ? value : "", RICH_TEXT_LIST_RULES) ?? "",
  );
  const whole = typeof value === "string" ? htmlToText(value).replace(/\n/g, " ") : "";
  return (
    <ConfirmRedirects>
      <ReadMore id={id} html={html} short={whole.length > LIST_CUT_OFF ? formatted : undefined} />
    </ConfirmRedirects>
  );
}

function TextareaEdit({ id, value, onChange, rawErrors, required }: FieldWidgetProps) {
  return (
    <RichTextEditor
      id={id}
      value={typeof value === "string" ? value : ""}
      onChange={onChange}
      rawErrors={rawErrors}
      required={required}
    />
  );
}

/** Rich text: a small editor, sanitised display with Read more / Read less. */
const textarea: WidgetModule = {
  type: "textarea",
  modes: { edit: TextareaEdit, show: TextareaShow, list: TextareaList, search: TextSearch },
};

export default textarea;

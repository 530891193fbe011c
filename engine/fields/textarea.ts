import type { FieldTypeModule } from "../types";
import { htmlToText, truncate } from "./html";
import { messages } from "./messages";
import { isBlank, toStrings } from "./shared";
import { TEXT_SEARCH_OPERATORS, tooLong } from "./text";

/** Rich text is cut after this many characters in list cells (the spec's read-more cut-off). */
export const LIST_CUT_OFF = 160;
/**
 * The longest rich text, in characters (code points, as JSON Schema counts them). The spec sets no limit;
 * this one holds any care report (about 4 MB of UTF-8 at most) and still bounds what one value may cost.
 */
export const TEXTAREA_MAX_LENGTH = 1_000_000;

/** Rich text: HTML kept as written for the detail page, plain text in lists and exports. */
const textarea: FieldTypeModule = {
  type: "textarea",
  editable: true,
  sortable: false,
  valueSchema: () => ({ type: "string", maxLength: TEXTAREA_MAX_LENGTH }),
  validate(value) {
    return typeof value === "string" ? tooLong(value, TEXTAREA_MAX_LENGTH) : messages.pattern;
  },
  isEmpty(value) {
    return (
      isBlank(value) || (typeof value === "string" && htmlToText(value) === "" && !/<img\b/i.test(value))
    );
  },
  toStrings,
  searchOperators: TEXT_SEARCH_OPERATORS,
  aggregations: [],
  format(value, _item, mode) {
    if (isBlank(value)) return "";
    const html = String(value);
    if (mode === "show") return html;
    const plain = htmlToText(html);
    return mode === "list" ? truncate(plain.replace(/\n/g, " "), LIST_CUT_OFF) : plain;
  },
};

export default textarea;

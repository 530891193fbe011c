import type { FieldTypeModule } from "../types";
import { htmlToText, truncate } from "./html";
import { messages } from "./messages";
import { isBlank, toStrings } from "./shared";
import { TEXT_SEARCH_OPERATORS } from "./text";

/** Rich text is cut after this many characters in list cells (the spec's read-more cut-off). */
export const LIST_CUT_OFF = 160;

/** Rich text: HTML kept as written for the detail page, plain text in lists and exports. */
const textarea: FieldTypeModule = {
  type: "textarea",
  editable: true,
  sortable: false,
  valueSchema: () => ({ type: "string" }),
  validate(value) {
    return typeof value === "string" ? undefined : messages.pattern;
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

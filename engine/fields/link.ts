import type { FieldTypeModule } from "../types";
import { formatIds, idArraySchema, isBlank, toStrings, validateIds } from "./shared";

/** Records of the linked entity; a single-select link holds one (item.multiple follows the link's setting). */
const link: FieldTypeModule = {
  type: "link",
  editable: true,
  sortable: true,
  valueSchema: (item) => idArraySchema(!item.multiple),
  validate: (value, item) => validateIds(value, !item.multiple),
  isEmpty: isBlank,
  toStrings,
  searchOperators: ["in", "EMPTY", "NOT_EMPTY"],
  aggregations: ["unique"],
  format: (value, _item, mode, ctx) => formatIds(value, "record", mode, ctx),
};

export default link;

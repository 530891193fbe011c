import type { FieldTypeModule } from "../types";
import { formatIds, idArraySchema, isBlank, toStrings, validateIds } from "./shared";

/** Uploaded files, by id. The upload widget limits single-file items; stored values are not capped. */
const file: FieldTypeModule = {
  type: "file",
  editable: true,
  sortable: false,
  valueSchema: () => idArraySchema(false),
  validate: (value) => validateIds(value, false),
  isEmpty: isBlank,
  toStrings,
  searchOperators: ["images", "documents", "spreadsheets"],
  aggregations: [],
  format: (value, _item, mode, ctx) => formatIds(value, "file", mode, ctx),
};

export default file;

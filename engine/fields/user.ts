import type { FieldTypeModule } from "../types";
import { formatIds, idArraySchema, isBlank, toStrings, validateIds } from "./shared";

/** One or, with multiple, several users of the environment. */
const user: FieldTypeModule = {
  type: "user",
  editable: true,
  sortable: true,
  valueSchema: (item) => idArraySchema(!item.multiple),
  defaultValue(item, ctx) {
    const me = ctx.context.user_id;
    return item.settings.default_current_user && me !== undefined ? [me] : undefined;
  },
  validate: (value, item) => validateIds(value, !item.multiple),
  isEmpty: isBlank,
  toStrings,
  searchOperators: ["equals", "not_equals"],
  aggregations: [],
  format: (value, _item, mode, ctx) => formatIds(value, "user", mode, ctx),
};

export default user;

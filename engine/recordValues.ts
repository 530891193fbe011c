import type { RecordContent } from "../schemas/record";
import type { Values } from "./evaluate";
import type { ViewModel } from "./model";

const keyOfContent = (content: RecordContent) =>
  content.field !== undefined
    ? `f${content.field}`
    : content.link !== undefined
      ? `l${content.link}`
      : undefined;

/**
 * A stored record's contents as the values of a view, by display item id. Fields outside the view are kept
 * under their field keys (f{dataField}, l{link}) so conditions and formulas that read them still can.
 */
export function valuesFromContents(model: ViewModel, contents: readonly RecordContent[]): Values {
  const itemOfKey = new Map(Object.values(model.items).map((item) => [item.key, item.id]));
  const values: Values = {};
  for (const content of contents) {
    const key = keyOfContent(content);
    if (key === undefined) continue;
    values[itemOfKey.get(key) ?? key] = content.value;
  }
  return values;
}

/** A view's values (by display item id) as record contents, for the items of the view that hold a field or link. */
export function contentsFromValues(model: ViewModel, values: Values): RecordContent[] {
  const contents: RecordContent[] = [];
  for (const [id, value] of Object.entries(values)) {
    const key = model.items[id]?.key;
    if (!key) continue;
    const number = Number(key.slice(1));
    if (key.startsWith("f")) contents.push({ field: number, value });
    else if (key.startsWith("l")) contents.push({ link: number, value });
  }
  return contents;
}

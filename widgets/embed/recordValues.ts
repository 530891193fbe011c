import type { Values, ViewModel } from "../../engine";

/** A saved record as the record answer gives it: values by the ids of the items the server chose. */
export interface RecordContent {
  items: readonly { id: number; key: string }[];
  content: Readonly<Record<string, unknown>>;
  /** The condition queries with link criteria the server found the record to match. */
  in_queries?: unknown;
}

/**
 * A record's values as one view's values: the answer keys them by the items the server chose, the view by
 * its own items; both name the same field or link (key). Values of fields outside the view stay under
 * their keys, so conditions that read them still can.
 */
export function recordValuesFor(model: ViewModel, record: RecordContent): Values {
  const byKey = new Map<string, unknown>();
  for (const item of record.items) {
    const value = record.content[item.id];
    if (value !== undefined && !byKey.has(item.key)) byKey.set(item.key, value);
  }
  const values: Values = {};
  const inView = new Set<string>();
  for (const item of Object.values(model.items)) {
    inView.add(item.key);
    if (byKey.has(item.key)) values[item.id] = byKey.get(item.key);
  }
  for (const [key, value] of byKey) {
    if (!inView.has(key) && !key.startsWith("m")) values[key] = value;
  }
  if (record.in_queries) values.in_queries = record.in_queries;
  return values;
}

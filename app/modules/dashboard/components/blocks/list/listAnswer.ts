import type { ListedRecord, RecordListAnswer } from "../../../../records/api/RecordListAnswer";

/** A list item of the block's list call, as the list answers it. */
export interface ListItem {
  id: number;
  key: string;
  label: string;
  type: string;
  sortable: boolean;
}
export type Listed = ListedRecord & { formatted?: Record<string, string> };
export type ListAnswer = Omit<RecordListAnswer, "results"> & { items: ListItem[]; results: Listed[] };

/** The list item that shows a data field (the block's settings name data fields). */
export function itemOf(
  items: readonly ListItem[],
  dataField: number | null | undefined,
): ListItem | undefined {
  return dataField ? items.find((item) => item.key === `f${dataField}`) : undefined;
}

/** A value of the record for a data field the card template names, as the list formatted it. */
export function valueFor(
  record: Listed,
  items: readonly ListItem[],
  dataField: number | null | undefined,
): string | undefined {
  const item = itemOf(items, dataField);
  if (!item) return undefined;
  const text = record.formatted?.[item.id];
  return text === undefined || text === "" ? undefined : text;
}

import { listRecords } from "../api/listRecords";
import type { ListedRecord, RecordListAnswer } from "../api/RecordListAnswer";

/** The largest page the list call gives. */
const PAGE_SIZE = 200;

export interface AllRecords {
  records: ListedRecord[];
  labels: NonNullable<RecordListAnswer["labels"]>;
}

/**
 * Every record the list call answers for these parameters, page after page, with the labels of the ids
 * they name; `onProgress` hears how many have come of how many. Stops early when `cancelled` says so.
 */
export async function fetchAllRecords(
  query: Record<string, unknown>,
  onProgress: (done: number, total: number) => void,
  cancelled: () => boolean = () => false,
): Promise<AllRecords> {
  const records: ListedRecord[] = [];
  const labels: AllRecords["labels"] = { user: {}, record: {}, file: {} };
  for (let page = 1; ; page++) {
    const answer = await listRecords({ ...query, labels: 1, limit: PAGE_SIZE, page });
    records.push(...answer.results);
    for (const kind of ["user", "record", "file"] as const)
      Object.assign(labels[kind] ?? {}, answer.labels?.[kind]);
    onProgress(records.length, Math.max(answer.pager.items, records.length));
    if (cancelled() || page >= answer.pager.pages || answer.results.length === 0) break;
  }
  return { records, labels };
}

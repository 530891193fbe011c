import { archiveListedRecord } from "../api/archiveListedRecord";
import { deleteListedRecord } from "../api/deleteListedRecord";
import { favoriteListedRecord } from "../api/favoriteListedRecord";
import { subscribeListedRecord } from "../api/subscribeListedRecord";
import type { BulkAction } from "./BulkAction";

const CALLS: Record<BulkAction, (id: number) => Promise<void>> = {
  delete: deleteListedRecord,
  subscribe: (id) => subscribeListedRecord(id, true),
  unsubscribe: (id) => subscribeListedRecord(id, false),
  archive: (id) => archiveListedRecord(id, true),
  dearchive: (id) => archiveListedRecord(id, false),
  favorite: favoriteListedRecord,
};

/** Runs a bulk action one record after the other (one call per id); answers the ids that failed. */
export async function runBulkAction(action: BulkAction, ids: readonly number[]): Promise<number[]> {
  const failed: number[] = [];
  for (const id of ids) {
    try {
      await CALLS[action](id);
    } catch {
      failed.push(id);
    }
  }
  return failed;
}

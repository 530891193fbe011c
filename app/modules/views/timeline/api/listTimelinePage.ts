import { listRecords } from "../../../records/api/listRecords";
import type { ListedRecord, ListPager, RecordListAnswer } from "../../../records/api/RecordListAnswer";

/** One page of a timeline: the records with their list values and, for a custom view, that view's values. */
export interface TimelinePage {
  records: ListedRecord[];
  labels: RecordListAnswer["labels"];
  /** The custom view's values by record id, with the labels they name. */
  custom?: { byRecord: Map<number, ListedRecord>; labels: RecordListAnswer["labels"] };
  pager: ListPager;
}

/**
 * GET /contentdossier for one page; with a custom view a second call asks that view's values of the same
 * records (the list view holds the timeline date, the custom view what an entry shows).
 */
export async function listTimelinePage(
  query: Record<string, unknown>,
  customView: string | undefined,
): Promise<TimelinePage> {
  const answer = await listRecords(query);
  const page: TimelinePage = { records: answer.results, labels: answer.labels, pager: answer.pager };
  if (!customView || answer.results.length === 0) return page;
  const ids = answer.results.map((record) => record.id);
  const custom = await listRecords({
    defDossier: query.defDossier,
    view: customView,
    "dossierIds[]": ids,
    limit: ids.length,
    archived: "both",
    labels: 1,
  });
  return {
    ...page,
    custom: {
      byRecord: new Map(custom.results.map((record) => [record.id, record])),
      labels: custom.labels,
    },
  };
}

import type { ListedRecord, RecordListAnswer } from "../../../records/api/RecordListAnswer";

/** A column's answer without a record (the card leaves it), its count one less. */
export function withoutRecord(answer: RecordListAnswer | undefined, recordId: number) {
  if (!answer?.results.some((record) => record.id === recordId)) return answer;
  return {
    ...answer,
    results: answer.results.filter((record) => record.id !== recordId),
    pager: { ...answer.pager, items: Math.max(0, answer.pager.items - 1) },
  };
}

/** A column's answer with a record on top (the card arrives), its count one more. */
export function withRecord(answer: RecordListAnswer | undefined, record: ListedRecord) {
  if (!answer || answer.results.some((entry) => entry.id === record.id)) return answer;
  return {
    ...answer,
    results: [record, ...answer.results],
    pager: { ...answer.pager, items: answer.pager.items + 1 },
  };
}

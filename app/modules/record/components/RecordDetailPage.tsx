import { useParams } from "@tanstack/react-router";
import { useRecord } from "../hooks/useRecord";
import { LoadFailure } from "./LoadFailure";
import { PageLoading } from "./PageLoading";
import { RecordView } from "./RecordView";

/** /contentdossier/{id}: loads the record, then shows it with its entity's views. */
export function RecordDetailPage() {
  const { id } = useParams({ from: "/shell/contentdossier/$id" });
  const record = useRecord(Number(id));
  if (record.isPending) return <PageLoading />;
  if (record.error || !record.data) return <LoadFailure error={record.error} />;
  return <RecordView record={record.data} onReload={() => record.refetch()} />;
}

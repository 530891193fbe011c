import { useQueryClient } from "@tanstack/react-query";
import type { RecordListAnswer } from "../../../../records/api/RecordListAnswer";
import { recordListKeys } from "../../../../records/api/recordListKeys";
import { QuickEditDialog } from "../../../../records/components/QuickEditDialog";
import { useEntityBundle } from "../../../../records/hooks/useEntityBundle";
import { useEntityCredentials } from "../../../../records/hooks/useEntityCredentials";
import type { Listed } from "./listAnswer";

interface BlockQuickEditProps {
  entityId: number;
  record: Listed;
  labels: RecordListAnswer["labels"];
  onClose: () => void;
}

/** A block's record in the quick edit modal: editable as in the records list, else shown. */
export function BlockQuickEdit({ entityId, record, labels, onClose }: BlockQuickEditProps) {
  const queryClient = useQueryClient();
  const bundle = useEntityBundle(entityId);
  const credentials = useEntityCredentials(entityId);
  const mayEdit = bundle.data?.context.admin === true || (credentials.data ?? []).includes("edit");
  return (
    <QuickEditDialog
      entityId={entityId}
      record={record}
      canEdit={mayEdit && !record.archived}
      labels={labels}
      onClose={onClose}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: recordListKeys.all })}
    />
  );
}

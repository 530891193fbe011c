import { useQueryClient } from "@tanstack/react-query";
import type { CompiledItem } from "../../../../engine";
import type { RecordInfo } from "../../../../widgets/services";
import { useCredential } from "../../record/hooks/useCredential";
import { popupPart } from "../../record/utils/popupPart";
import type { RecordListAnswer } from "../api/RecordListAnswer";
import { recordListKeys } from "../api/recordListKeys";
import { QuickEditDialog } from "./QuickEditDialog";

export interface ListActionPopupProps {
  entityId: number;
  /** The popup_tab_or_view action button that was clicked, and the row it was clicked on. */
  item: CompiledItem;
  record: RecordInfo;
  labels: RecordListAnswer["labels"];
  onClose: () => void;
}

/**
 * A popup_tab_or_view action button's dialog from a list row: the row's record with the button's tab or
 * custom view, editable when the user may edit that record (the record credential says no when archived).
 */
export function ListActionPopup({ entityId, item, record, labels, onClose }: ListActionPopupProps) {
  const queryClient = useQueryClient();
  const mayEdit = useCredential(entityId, "edit", record.id);
  if (mayEdit.isPending) return null;
  return (
    <QuickEditDialog
      entityId={entityId}
      record={{ id: record.id, summary: record.summary ?? null }}
      part={popupPart(item)}
      canEdit={mayEdit.data === true}
      labels={labels}
      onClose={onClose}
      onSaved={() => void queryClient.invalidateQueries({ queryKey: recordListKeys.all })}
    />
  );
}

import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { fieldKeys } from "../../api/fieldKeys";
import { getDataField } from "../../api/getDataField";
import { EditorLoading } from "../editorFrame/EditorLoading";
import { AddDisplayItemsDialog } from "./AddDisplayItemsDialog";
import { DataFieldForm } from "./DataFieldForm";
import { useSavedForEditing } from "./useSavedForEditing";

export interface DataFieldEditorProps {
  entityId: number;
  /** The data field to edit; a new one without it. */
  dataFieldId?: number;
  environmentId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/**
 * The data field editor (spec 3-designer section 2 item 6), open while mounted: tabs Default, Misc and Info.
 * After a new data field is created it asks 'Add display items?'.
 */
export function DataFieldEditor(props: DataFieldEditorProps) {
  const t = useT();
  const [created, setCreated] = useState<{ id: number; name: string }>();
  const saved = useSavedForEditing(fieldKeys.dataField, props.dataFieldId, getDataField);

  if (created)
    return (
      <AddDisplayItemsDialog
        entityId={props.entityId}
        environmentId={props.environmentId}
        owner={{ dataField: created.id }}
        name={created.name}
        onDone={props.onClose}
      />
    );
  if (saved.waiting)
    return <EditorLoading title={t("Edit data field")} error={saved.error} onClose={props.onClose} />;
  return (
    <DataFieldForm
      entityId={props.entityId}
      environmentId={props.environmentId}
      saved={saved.data}
      onClose={props.onClose}
      onSaved={props.onSaved}
      onCreated={setCreated}
    />
  );
}

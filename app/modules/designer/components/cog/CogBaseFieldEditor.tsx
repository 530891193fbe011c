import { useQuery } from "@tanstack/react-query";
import { fieldKeys } from "../../api/fieldKeys";
import { getDataField } from "../../api/getDataField";
import { BaseFieldEditor } from "../baseField/BaseFieldEditor";

export interface CogBaseFieldEditorProps {
  /** The data field whose base field is edited. */
  dataFieldId: number;
  environmentId: number;
  onClose: () => void;
  onSaved: () => void;
}

/** The base field editor for an item's data field: the base field is found through the data field. */
export function CogBaseFieldEditor({
  dataFieldId,
  environmentId,
  onClose,
  onSaved,
}: CogBaseFieldEditorProps) {
  const dataField = useQuery({
    queryKey: fieldKeys.dataField(dataFieldId),
    queryFn: () => getDataField(dataFieldId),
  });
  const baseFieldId = dataField.data?.def_field?.id;
  if (baseFieldId === undefined) return null;
  return (
    <BaseFieldEditor
      baseFieldId={baseFieldId}
      environmentId={environmentId}
      onClose={onClose}
      onSaved={onSaved}
    />
  );
}

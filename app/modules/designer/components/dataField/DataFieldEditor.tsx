import { Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { statusOf } from "../../../../api/statusOf";
import { useT } from "../../../../i18n/useT";
import { getDataField } from "../../api/getDataField";
import { AddDisplayItemsDialog } from "./AddDisplayItemsDialog";
import { DataFieldForm } from "./DataFieldForm";
import { EditorDrawer } from "./EditorDrawer";

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
  const saved = useQuery({
    queryKey: ["dataField", props.dataFieldId],
    queryFn: () => getDataField(props.dataFieldId as number),
    enabled: props.dataFieldId !== undefined,
    refetchOnMount: "always",
  });

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
  // A copy kept from an earlier opening may be old: the form starts from what the server answers now.
  if (props.dataFieldId !== undefined && (!saved.data || !saved.isFetchedAfterMount))
    return (
      <EditorDrawer title={t("Edit data field")} onClose={props.onClose}>
        <Text color={saved.error ? "fg.error" : "fg.muted"}>
          {saved.error
            ? t(statusOf(saved.error) === 404 ? "Item not found" : "Something went wrong")
            : t("Loading")}
        </Text>
      </EditorDrawer>
    );
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

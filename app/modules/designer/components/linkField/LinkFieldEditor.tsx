import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { fieldKeys } from "../../api/fieldKeys";
import { getLink } from "../../api/getLink";
import { AddDisplayItemsDialog } from "../dataField/AddDisplayItemsDialog";
import { useSavedForEditing } from "../dataField/useSavedForEditing";
import { EditorLoading } from "../editorFrame/EditorLoading";
import { LinkForm } from "./LinkForm";

export interface LinkFieldEditorProps {
  entityId: number;
  /** The link to edit; a new one without it. */
  linkId?: number;
  environmentId: number;
  onClose: () => void;
  onSaved?: (id: number) => void;
}

/**
 * The link field editor (spec 3-designer section 2 item 7), open while mounted: tabs Default, Misc, Info and
 * Delete. After a new link is created it asks 'Add display items?'.
 */
export function LinkFieldEditor(props: LinkFieldEditorProps) {
  const t = useT();
  const [created, setCreated] = useState<{ id: number; name: string }>();
  const saved = useSavedForEditing(fieldKeys.link, props.linkId, getLink);

  if (created)
    return (
      <AddDisplayItemsDialog
        entityId={props.entityId}
        environmentId={props.environmentId}
        owner={{ link: created.id }}
        name={created.name}
        onDone={props.onClose}
      />
    );
  if (saved.waiting)
    return <EditorLoading title={t("Edit link field")} error={saved.error} onClose={props.onClose} />;
  return (
    <LinkForm
      entityId={props.entityId}
      environmentId={props.environmentId}
      saved={saved.data}
      onClose={props.onClose}
      onSaved={props.onSaved}
      onCreated={setCreated}
    />
  );
}

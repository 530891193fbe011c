import { Text } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { statusOf } from "../../../../api/statusOf";
import { useT } from "../../../../i18n/useT";
import { getLink } from "../../api/getLink";
import { AddDisplayItemsDialog } from "../dataField/AddDisplayItemsDialog";
import { EditorDrawer } from "../dataField/EditorDrawer";
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
  const saved = useQuery({
    queryKey: ["link", props.linkId],
    queryFn: () => getLink(props.linkId as number),
    enabled: props.linkId !== undefined,
    refetchOnMount: "always",
  });

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
  // A copy kept from an earlier opening may be old: the form starts from what the server answers now.
  if (props.linkId !== undefined && (!saved.data || !saved.isFetchedAfterMount))
    return (
      <EditorDrawer title={t("Edit link field")} onClose={props.onClose}>
        <Text color={saved.error ? "fg.error" : "fg.muted"}>
          {saved.error
            ? t(statusOf(saved.error) === 404 ? "Item not found" : "Something went wrong")
            : t("Loading")}
        </Text>
      </EditorDrawer>
    );
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

import { IconButton } from "@chakra-ui/react";
import { useState } from "react";
import type { LinkControlProps } from "../../../../widgets/services";
import { useT } from "../../../i18n/useT";
import { useEntityCredentials } from "../../records/hooks/useEntityCredentials";
import { useViewModel } from "../../records/hooks/useViewModel";
import type { UseWidgetServices } from "../hooks/useWidgetServices";
import { EmbeddedCreateDialog } from "./EmbeddedCreateDialog";

/**
 * Beside a link's select: '+' opens 'New {entity}' for the linked entity (static backdrop); the record
 * added becomes the link's value. Shown only with the create right on the linked entity.
 */
export function LinkAddButton({
  item,
  onPicked,
  useServices,
}: LinkControlProps & { useServices: UseWidgetServices }) {
  const t = useT();
  const childId = item.link?.childDefDossierId ?? 0;
  const edit = useViewModel(childId, "edit");
  const credentials = useEntityCredentials(childId);
  const [open, setOpen] = useState(false);
  const mayCreate = edit.data?.context.admin === true || (credentials.data ?? []).includes("create");
  if (!item.link || !edit.model || !mayCreate) return null;
  const entity = edit.model.entity.nameSingular;
  return (
    <>
      <IconButton
        size="sm"
        variant="outline"
        aria-label={t("New {entity}", { entity })}
        onClick={() => setOpen(true)}
      >
        +
      </IconButton>
      <EmbeddedCreateDialog
        open={open}
        entityId={childId}
        entityName={entity}
        useServices={useServices}
        onClose={() => setOpen(false)}
        onCreated={(created) => {
          setOpen(false);
          onPicked({ id: created.id, label: created.summary?.trim() ? created.summary : `#${created.id}` });
        }}
      />
    </>
  );
}

import { useQueryClient } from "@tanstack/react-query";
import type { CompiledItem } from "../../../../../engine";
import { entityKeys } from "../../api/entityKeys";
import { DataFieldEditor } from "../dataField/DataFieldEditor";
import { LinkFieldEditor } from "../linkField/LinkFieldEditor";
import { CogBaseFieldEditor } from "./CogBaseFieldEditor";
import type { CogChoice } from "./CogChoice";
import { itemFieldIds } from "./itemFieldIds";
import { StandaloneDisplayFieldEditor } from "./StandaloneDisplayFieldEditor";

export interface CogEditorProps {
  choice: CogChoice;
  item: CompiledItem;
  entityId: number;
  environmentId: number;
  onClose: () => void;
}

/** The editor the admin cog opened for an item; a save reloads the entity's bundle. */
export function CogEditor({ choice, item, entityId, environmentId, onClose }: CogEditorProps) {
  const queryClient = useQueryClient();
  const saved = () => void queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
  const { dataFieldId, linkId } = itemFieldIds(item.key);
  if (choice === "displayField")
    return <StandaloneDisplayFieldEditor itemId={item.id} entityId={entityId} onClose={onClose} />;
  if (choice === "dataField" && dataFieldId !== undefined)
    return (
      <DataFieldEditor
        entityId={entityId}
        dataFieldId={dataFieldId}
        environmentId={environmentId}
        onClose={onClose}
        onSaved={saved}
      />
    );
  if (choice === "baseField" && dataFieldId !== undefined)
    return (
      <CogBaseFieldEditor
        dataFieldId={dataFieldId}
        environmentId={environmentId}
        onClose={onClose}
        onSaved={saved}
      />
    );
  if (choice === "linkField" && linkId !== undefined)
    return (
      <LinkFieldEditor
        entityId={entityId}
        linkId={linkId}
        environmentId={environmentId}
        onClose={onClose}
        onSaved={saved}
      />
    );
  return null;
}

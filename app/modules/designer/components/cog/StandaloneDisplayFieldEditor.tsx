import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { pickTranslation } from "../../../../../engine/translate";
import { useT } from "../../../../i18n/useT";
import { useEntityBundle } from "../../../records/hooks/useEntityBundle";
import { entityKeys } from "../../api/entityKeys";
import { fieldKeys } from "../../api/fieldKeys";
import { getDisplayItem } from "../../api/getDisplayItem";
import { updateDisplayItem } from "../../api/updateDisplayItem";
import { useEntityEnvironment } from "../../hooks/useEntityEnvironment";
import { useEnvironmentRoles } from "../../hooks/useEnvironmentRoles";
import { toastSaved } from "../../utils/designerToast";
import { draftOf } from "../../utils/draftOf";
import type { EditorDraft } from "../../utils/EditorDraft";
import { itemBody } from "../../utils/itemBody";
import { DisplayFieldEditor } from "../DisplayFieldEditor";
import { EditorLoading } from "../editorFrame/EditorLoading";

export interface StandaloneDisplayFieldEditorProps {
  itemId: number;
  entityId: number;
  onClose: () => void;
}

/**
 * The display field editor opened from a record page's admin cog: it reads the item (GET /displayitem/{id}),
 * saves it with PATCH /displayitem/{id} and reloads the entity's bundle, so the page shows the change.
 */
export function StandaloneDisplayFieldEditor({
  itemId,
  entityId,
  onClose,
}: StandaloneDisplayFieldEditorProps) {
  const t = useT();
  const stored = useQuery({ queryKey: fieldKeys.displayItem(itemId), queryFn: () => getDisplayItem(itemId) });
  // A 404 is the 'Item not found' badge, any other failure 'Something went wrong'.
  if (stored.error)
    return <EditorLoading title={t("Edit display field")} error={stored.error} onClose={onClose} />;
  if (!stored.data) return null;
  return (
    <LoadedEditor
      key={itemId}
      draft={draftOf(stored.data, stored.data.display_position_id ?? 0)}
      entityId={entityId}
      environmentId={stored.data.environment}
      onClose={onClose}
    />
  );
}

function LoadedEditor(props: {
  draft: EditorDraft;
  entityId: number;
  environmentId: number | undefined;
  onClose: () => void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(props.draft);
  const bundle = useEntityBundle(props.entityId);
  const environmentId = props.environmentId ?? bundle.data?.entity.environment;
  // The entity's languages: the Labels tab needs no environment chosen in the shell.
  const environment = useEntityEnvironment(environmentId);
  const roles = useEnvironmentRoles(environmentId);
  const locale = bundle.data?.context.locale ?? "en_GB";
  const name = pickTranslation(draft.item.translations, locale)?.name ?? `#${draft.item.id}`;
  const save = async () => {
    await updateDisplayItem(draft.item.id, itemBody(draft, props));
    await queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(props.entityId) });
    await queryClient.invalidateQueries({ queryKey: fieldKeys.displayItem(draft.item.id) });
    props.onClose();
    toastSaved(t);
  };
  return (
    <DisplayFieldEditor
      draft={draft}
      title={t("Edit display field {name}", { name })}
      locales={environment.data?.locales ?? []}
      roles={roles.data ?? []}
      customViews={(bundle.data?.custom_views ?? []).map((custom) => custom.viewName)}
      entityId={props.entityId}
      environmentId={props.environmentId}
      locale={locale}
      onChange={setDraft}
      onSave={save}
      onCancel={props.onClose}
    />
  );
}

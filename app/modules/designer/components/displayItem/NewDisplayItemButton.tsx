import { Button } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { pickTranslation } from "../../../../../engine/translate";
import type { Bundle } from "../../../../../schemas";
import { useT } from "../../../../i18n/useT";
import { createDisplayItem } from "../../api/createDisplayItem";
import { entityKeys } from "../../api/entityKeys";
import { useEntityEnvironment } from "../../hooks/useEntityEnvironment";
import { useEnvironmentRoles } from "../../hooks/useEnvironmentRoles";
import { useBundleDraft } from "../../preview/PreviewDrafts";
import { toastSaved } from "../../utils/designerToast";
import type { EditorDraft } from "../../utils/EditorDraft";
import { insertDraftItem } from "../../utils/insertDraftItem";
import { itemBody } from "../../utils/itemBody";
import { NEW_ITEM_ID, newItemDraft } from "../../utils/newItemDraft";
import { nextRank } from "../../utils/nextRank";
import { DisplayFieldEditor } from "../DisplayFieldEditor";

export interface NewDisplayItemButtonProps {
  /** The entity's bundle with the open editors' unsaved changes. */
  bundle: Bundle;
  environmentId: number | undefined;
  /** The view the preview shows: the new item goes there. */
  view: string;
}

/**
 * 'Add display item': a new item for the previewed view in a chosen position, edited in the display field
 * editor and shown in the preview while it is open; Save sends POST /displayitem.
 */
export function NewDisplayItemButton({ bundle, environmentId, view }: NewDisplayItemButtonProps) {
  const t = useT();
  const [draft, setDraft] = useState<EditorDraft>();
  const queryClient = useQueryClient();
  const environment = useEntityEnvironment(environmentId);
  const roles = useEnvironmentRoles(environmentId);
  const entityId = bundle.entity.id;
  const locale = bundle.context.locale;
  // The bundle without the new item itself, for its ranks.
  const saved = useMemo(
    () => ({
      ...bundle,
      positions: bundle.positions.map((position) => ({
        ...position,
        display_items: position.display_items.filter((item) => item.id !== NEW_ITEM_ID),
      })),
    }),
    [bundle],
  );
  const positions = [...saved.positions]
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.id - b.id)
    .map((position) => ({
      id: position.id,
      label: pickTranslation(position.translations, locale)?.name_plural ?? position.type,
      nextRank: nextRank(saved, draft?.view ?? view, position.id),
    }));
  const patch = useMemo(() => (draft ? (all: Bundle) => insertDraftItem(all, draft) : undefined), [draft]);
  useBundleDraft("new-display-item", patch);

  const open = () => {
    const first = positions[0];
    if (first) setDraft(newItemDraft(saved, view, first.id));
  };
  const save = async () => {
    if (!draft) return;
    await createDisplayItem(itemBody(draft, { entityId, environmentId }));
    await queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
    setDraft(undefined);
    toastSaved(t);
  };

  return (
    <>
      <Button size="sm" variant="outline" onClick={open} disabled={positions.length === 0}>
        {t("Add display item")}
      </Button>
      {draft && (
        <DisplayFieldEditor
          draft={draft}
          title={t("Add display item")}
          locales={environment.data?.locales ?? []}
          roles={roles.data ?? []}
          customViews={(bundle.custom_views ?? []).map((custom) => custom.viewName)}
          entityId={entityId}
          environmentId={environmentId}
          locale={locale}
          positions={positions}
          onChange={setDraft}
          onSave={save}
          onCancel={() => setDraft(undefined)}
        />
      )}
    </>
  );
}

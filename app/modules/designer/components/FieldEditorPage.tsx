import { Box, Grid, Heading, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useParams, useSearch } from "@tanstack/react-router";
import { useMemo, useState } from "react";
import { pickTranslation } from "../../../../engine/translate";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { LoadFailure } from "../../record/components/LoadFailure";
import { PageLoading } from "../../record/components/PageLoading";
import { useEntityBundle } from "../../records/hooks/useEntityBundle";
import { deleteDisplayItem } from "../api/deleteDisplayItem";
import { entityKeys } from "../api/entityKeys";
import { updateDisplayItem } from "../api/updateDisplayItem";
import { useDesignerAccess } from "../hooks/useDesignerAccess";
import { useEntityEnvironment } from "../hooks/useEntityEnvironment";
import { useEnvironmentRoles } from "../hooks/useEnvironmentRoles";
import { usePreviewModel } from "../hooks/usePreviewModel";
import { PreviewDraftsProvider, usePatchedBundle } from "../preview/PreviewDrafts";
import { designerToast, toastSaved } from "../utils/designerToast";
import { designerViews } from "../utils/designerViews";
import { draftBundle } from "../utils/draftBundle";
import { draftOf } from "../utils/draftOf";
import type { EditorDraft } from "../utils/EditorDraft";
import { itemBody } from "../utils/itemBody";
import { viewItems } from "../utils/viewItems";
import { DesignerToolbar } from "./DesignerToolbar";
import { DisplayFieldEditor } from "./DisplayFieldEditor";
import { DisplayItemList } from "./DisplayItemList";
import { ErdEditor } from "./erd/ErdEditor";
import { PreviewControls } from "./PreviewControls";
import { PreviewForm } from "./PreviewForm";

/** /fieldeditor/{id}: the field designer of an entity, for super admins and environment admins. */
export function FieldEditorPage() {
  const t = useT();
  const access = useDesignerAccess();
  const { id } = useParams({ from: "/shell/fieldeditor/$id" });
  // ?editData=1 opens the ERD editor instead (spec 3-designer section 2).
  const { editData } = useSearch({ from: "/shell/fieldeditor/$id" });
  if (access.loading) return <PageLoading />;
  if (!access.allowed) return <Alert status="info">{t("403_general_message")}</Alert>;
  if (editData === 1) return <ErdEditor entityId={Number(id)} />;
  return (
    <PreviewDraftsProvider>
      <FieldDesigner />
    </PreviewDraftsProvider>
  );
}

/**
 * The entity's views drawn live by the engine and the records area's components for a language and role
 * set the designer picks, beside the list of the view's display items; editing one redraws the preview from a
 * draft bundle.
 */
function FieldDesigner() {
  const t = useT();
  const { id } = useParams({ from: "/shell/fieldeditor/$id" });
  const entityId = Number(id);
  const queryClient = useQueryClient();
  const bundle = useEntityBundle(entityId);
  // Every open editor's unsaved change; the display field editor's draft goes on top.
  const patched = usePatchedBundle(bundle.data);
  const currentEnvironmentId = useCurrentEnvironmentId();
  const environmentId = bundle.data?.entity.environment ?? currentEnvironmentId ?? undefined;
  // The entity's environment gives the languages of the labels, whichever environment the shell has chosen.
  const environment = useEntityEnvironment(environmentId);
  const roles = useEnvironmentRoles(environmentId);
  const [view, setView] = useState("edit");
  const [chosenLocale, setLocale] = useState<string>();
  const [previewRoles, setPreviewRoles] = useState<number[]>([]);
  const [draft, setDraft] = useState<EditorDraft>();
  const locale = chosenLocale ?? bundle.data?.context.locale ?? "en_GB";
  const model = usePreviewModel(patched, draft, view, locale, previewRoles);
  // The list preview's sample rows and the search panel's advanced part come from these views.
  const editModel = usePreviewModel(patched, draft, "edit", locale, previewRoles);
  const advancedModel = usePreviewModel(patched, draft, "advanced-search", locale, previewRoles);
  const items = useMemo(
    () => (patched ? viewItems(draftBundle(patched, draft), view, locale) : []),
    [patched, draft, view, locale],
  );

  if (bundle.isPending) return <PageLoading />;
  if (bundle.error || !patched || !model) return <LoadFailure error={bundle.error} />;
  const data = patched;
  const entityName =
    pickTranslation(data.entity.translations, locale)?.name_plural ?? data.entity.name ?? `#${entityId}`;
  const customViews = (data.custom_views ?? []).map((custom) => custom.viewName);
  const editedName = draft
    ? (pickTranslation(draft.item.translations, locale)?.name ?? `#${draft.item.id}`)
    : "";

  const save = async () => {
    if (!draft) return;
    await updateDisplayItem(draft.item.id, itemBody(draft, { entityId, environmentId }));
    await queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
    setDraft(undefined);
    toastSaved(t);
  };
  const remove = async () => {
    if (!draft) return;
    await deleteDisplayItem(draft.item.id);
    await queryClient.invalidateQueries({ queryKey: entityKeys.bundlesOf(entityId) });
    setDraft(undefined);
    designerToast("success", t("Item has been deleted"));
  };

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">
        {t("Field designer: {entity}", { entity: entityName })}
      </Heading>
      <DesignerToolbar bundle={data} environmentId={environmentId} view={view} />
      <Grid templateColumns={{ base: "1fr", lg: "16rem minmax(0, 1fr) 20rem" }} gap="5" alignItems="start">
        <Box as="aside" aria-label={t("Preview settings")} borderWidth="1px" borderRadius="md" bg="bg" p="4">
          <PreviewControls
            views={designerViews(data)}
            view={view}
            onView={setView}
            locales={environment.data?.locales ?? []}
            locale={locale}
            onLocale={setLocale}
            roles={roles.data ?? []}
            selectedRoles={previewRoles}
            onRoles={setPreviewRoles}
          />
        </Box>
        <Box as="section" aria-labelledby="designer-preview-heading" minW="0">
          <Heading as="h2" size="md" mb="3" id="designer-preview-heading">
            {t("Preview")}
          </Heading>
          <PreviewForm
            model={model}
            {...(editModel ? { edit: editModel } : {})}
            {...(advancedModel ? { advancedSearch: advancedModel } : {})}
          />
        </Box>
        <DisplayItemList
          items={items}
          onEdit={(listed) => setDraft(draftOf(listed.item, listed.positionId))}
        />
      </Grid>
      {draft && (
        <DisplayFieldEditor
          key={draft.item.id}
          draft={draft}
          title={t("Edit display field {name}", { name: editedName })}
          locales={environment.data?.locales ?? []}
          roles={roles.data ?? []}
          customViews={customViews}
          onChange={setDraft}
          onSave={save}
          entityId={entityId}
          environmentId={environmentId}
          locale={locale}
          onDelete={remove}
          onCancel={() => setDraft(undefined)}
        />
      )}
    </Stack>
  );
}

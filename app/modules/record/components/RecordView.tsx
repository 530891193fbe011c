import { Box, Grid, Heading, HStack, Stack, Text } from "@chakra-ui/react";
import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useMemo, useRef, useState } from "react";
import type { CompiledItem } from "../../../../engine";
import { createFormStore } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import type { SlotRenderer } from "../../../../widgets/services";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { useAdminCog } from "../../designer/components/cog/useAdminCog";
import { PresenceIndicator } from "../../realtime/components/PresenceIndicator";
import { QuickEditDialog } from "../../records/components/QuickEditDialog";
import { useViewModel } from "../../records/hooks/useViewModel";
import type { RecordDetail } from "../api/RecordDetail";
import { useCredential } from "../hooks/useCredential";
import { useLeaveGuard } from "../hooks/useLeaveGuard";
import { useMapTileUrl } from "../hooks/useMapTileUrl";
import { usePathValues } from "../hooks/usePathValues";
import { useTabsRefused } from "../hooks/useTabsRefused";
import { useWidgetServices } from "../hooks/useWidgetServices";
import { detailPositions } from "../utils/detailPositions";
import { labelsOf } from "../utils/labelsOf";
import { popupPart } from "../utils/popupPart";
import { recordTitle } from "../utils/recordTitle";
import { sidebarViewOf } from "../utils/sidebarViewOf";
import { valuesForModel } from "../utils/valuesForModel";
import { EditButton } from "./EditButton";
import { EmbeddedList } from "./EmbeddedList";
import { EmbeddedSingleView } from "./EmbeddedSingleView";
import { LeavePageDialog } from "./LeavePageDialog";
import { LoadFailure } from "./LoadFailure";
import { PageLoading } from "./PageLoading";
import { RecordActions } from "./RecordActions";
import { RecordBreadcrumb } from "./RecordBreadcrumb";
import { RecordEditor } from "./RecordEditor";
import { RecordShow } from "./RecordShow";
import { RecordSidebar } from "./RecordSidebar";
import { RecordTabs } from "./RecordTabs";

export interface RecordViewProps {
  record: RecordDetail;
  onReload: () => void;
}

/**
 * A record's detail page: breadcrumb, title, actions, the archived notice, and its display positions as
 * tabs (meta above and footer under each), in show mode or, after Edit, in edit mode.
 */
export function RecordView({ record, onReload }: RecordViewProps) {
  const t = useT();
  const navigate = useNavigate();
  const { selectedTab } = useSearch({ from: "/shell/contentdossier/$id" });
  const entityId = record.def_dossier_id;
  const show = useViewModel(entityId, "show");
  const edit = useViewModel(entityId, "edit");
  const mayEdit = useCredential(entityId, "edit", record.id);
  const mayDelete = useCredential(entityId, "delete");
  const mayArchive = useCredential(entityId, "archive");
  /** The edit form's values, kept above the tabs so switching tabs keeps what was typed. */
  const [store, setStore] = useState<FormStore | null>(null);
  const dirty = useRef(false);
  const blocker = useLeaveGuard(() => store !== null && dirty.current);
  const labels = useMemo(() => labelsOf(record), [record]);
  const rulePaths = useMemo(
    () => [...new Set([...(show.model?.paths ?? []), ...(edit.model?.paths ?? [])])],
    [show.model, edit.model],
  );
  const paths = usePathValues(rulePaths, record).data;
  const tabIds = useMemo(
    () =>
      (show.model?.layout.positions ?? [])
        .filter((p) => p.type === "main_content" || p.type === "tab")
        .map((p) => p.id),
    [show.model],
  );
  const refused = useTabsRefused(entityId, tabIds);
  const reload = useRef(onReload);
  reload.current = onReload;
  const onSaved = useCallback(() => reload.current(), []);
  // Fast switch saves from show mode: offered only where the user may edit and never on an archived record.
  const editable = !record.archived && mayEdit.data === true;
  const fastSwitch = useMemo(
    () => (edit.model && editable ? { detail: record, editModel: edit.model } : undefined),
    [record, edit.model, editable],
  );
  const parent = useMemo(
    () => ({ id: record.id, archived: record.archived, summary: record.summary }),
    [record.id, record.archived, record.summary],
  );
  // A popup_tab_or_view action button's dialog: the record's tab or custom view in a modal.
  const [popup, setPopup] = useState<CompiledItem | null>(null);
  const renderSlot = useCallback<SlotRenderer>(
    ({ kind, item }) => {
      if (kind !== "embedded") return null;
      if (item.settings.embedded_single_view === true)
        return <EmbeddedSingleView item={item} parent={parent} />;
      return <EmbeddedList item={item} parent={parent} />;
    },
    [parent],
  );
  const tileUrl = useMapTileUrl([show.model, edit.model]);
  const cog = useAdminCog(entityId, show.data?.context.admin === true);
  const services = useWidgetServices({
    recordId: record.id,
    labels,
    canDetach: show.data?.context.admin ?? false,
    ...(fastSwitch ? { fastSwitch } : {}),
    onSaved,
    ...(tileUrl ? { tileUrl } : {}),
    renderSlot,
    onPopup: setPopup,
    ...(cog.renderItemTools ? { renderItemTools: cog.renderItemTools } : {}),
  });

  if (show.isPending || edit.isPending) return <PageLoading />;
  if (show.error || !show.model || !edit.model || !show.data) return <LoadFailure error={show.error} />;

  const editing = store !== null;
  const model = editing ? edit.model : show.model;
  const entityName = show.model.entity.nameSingular;
  const { meta, footer, ...all } = detailPositions(show.model.layout.positions);
  const tabs = all.tabs.filter((tab) => !refused.has(tab.id));
  if (tabs.length === 0) {
    return <Alert status="info">{t("The page you are looking for does not exist.")}</Alert>;
  }
  const active = tabs.some((tab) => tab.id === selectedTab)
    ? (selectedTab as number)
    : (tabs[0]?.id as number);
  const positionIds = [...meta.map((p) => p.id), active, ...footer.map((p) => p.id)];
  const hasSummary = Boolean(record.summary?.trim());
  const title = recordTitle(record);
  const activeEmpty = !model.layout.positions.some((p) => p.id === active && p.items.length > 0);

  const vertical = show.model.entity.settings.detail_layout === "vertical";
  const sidebarView = sidebarViewOf(show.model.entity.settings.layout_sidebar);
  const selectTab = (positionId: number) =>
    navigate({
      to: "/contentdossier/$id",
      params: { id: String(record.id) },
      search: { selectedTab: positionId },
      replace: true,
    });

  return (
    <Stack gap="4">
      <RecordBreadcrumb entityId={entityId} entityName={show.model.entity.namePlural} title={title} />
      <HStack justify="space-between" align="start" wrap="wrap" gap="3">
        <Box>
          <Heading as="h1" size="xl">
            {title}{" "}
            <Text as="span" color="fg.muted" fontWeight="normal" fontSize="md">
              {entityName}
            </Text>
          </Heading>
          {!hasSummary && (
            <Text color="fg.muted" fontSize="sm">
              {t("No summary available")}
            </Text>
          )}
          <PresenceIndicator dossierId={record.id} />
        </Box>
        <HStack gap="2" wrap="wrap">
          {!editing && (
            <EditButton
              checking={mayEdit.isPending}
              allowed={editable}
              onEdit={() => {
                const editModel = edit.model;
                if (!editModel) return;
                dirty.current = false;
                setStore(createFormStore(editModel, valuesForModel(editModel, record)));
              }}
            />
          )}
          <RecordActions
            record={record}
            canArchive={show.data.entity.archiveable === true && mayArchive.data === true}
            canDelete={mayDelete.data === true}
            fieldDesigner={show.model.context.admin}
            onChanged={onReload}
            onDeleted={() => {
              dirty.current = false;
              void navigate({ to: "/defdossier/$id", params: { id: String(entityId) } });
            }}
          />
        </HStack>
      </HStack>
      {record.archived && <Alert status="warning">{t("This item is archived")}</Alert>}
      <Grid
        templateColumns={sidebarView ? { base: "1fr", lg: "minmax(0, 2fr) minmax(0, 1fr)" } : "1fr"}
        gap="4"
      >
        <RecordTabs
          tabs={tabs}
          active={active}
          vertical={vertical}
          fallbackLabel={entityName}
          onSelect={selectTab}
        >
          {activeEmpty && show.model.context.admin && (
            <Alert status="warning" mb="3">
              {t("No items found")}
            </Alert>
          )}
          {store ? (
            <RecordEditor
              record={record}
              model={edit.model}
              store={store}
              {...(paths ? { paths } : {})}
              positionIds={positionIds}
              services={services}
              dirty={dirty}
              onDone={(wasSaved, close) => {
                dirty.current = false;
                setStore(null);
                // The editor's success toast is the one message a save shows.
                if (wasSaved) onReload();
                if (close) void navigate({ to: "/defdossier/$id", params: { id: String(entityId) } });
              }}
            />
          ) : (
            <RecordShow
              record={record}
              model={show.model}
              positionIds={positionIds}
              services={services}
              {...(paths ? { paths } : {})}
            />
          )}
        </RecordTabs>
        {sidebarView && (
          <Box display={vertical ? { base: "none", md: "block" } : "block"}>
            <RecordSidebar record={record} view={sidebarView} title={entityName} services={services} />
          </Box>
        )}
      </Grid>
      {cog.editor}
      <LeavePageDialog
        open={blocker.status === "blocked"}
        dossier={entityName}
        onLeave={() => blocker.proceed?.()}
        onStay={() => blocker.reset?.()}
      />
      {popup && (
        <QuickEditDialog
          entityId={entityId}
          record={record}
          part={popupPart(popup)}
          canEdit={editable}
          labels={undefined}
          onClose={() => setPopup(null)}
          onSaved={onSaved}
        />
      )}
    </Stack>
  );
}

import { Button, HStack, Menu, Portal, Stack } from "@chakra-ui/react";
import { lazy, Suspense, useRef, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useReturnFocus } from "../../../hooks/useReturnFocus";
import { useT } from "../../../i18n/useT";
import type { BulkAction } from "../utils/BulkAction";

export interface BulkToolbarProps {
  entityId: number;
  /** The selected records, in the list's order. */
  selectedIds: readonly number[];
  /** The versions the list read the selected records at, by id (a mass update sends them). */
  selectedVersions?: Readonly<Record<number, number>>;
  /** The list's parameters, so the export can take everything the search matches. */
  listQuery?: Record<string, unknown>;
  count: number;
  canDelete: boolean;
  canArchive: boolean;
  /** Whether any selected record is archived / not archived (both offered without a selection). */
  anyArchived: boolean;
  anyActive: boolean;
  busy: boolean;
  /** CSV export (export or export_csv), merge and mass update rights. */
  canExport?: boolean;
  canMerge?: boolean;
  canMassUpdate?: boolean;
  /** In an embedded list the mass update entry shows, disabled. */
  embedded?: boolean;
  /** Runs the action on the selection; answers the ids that failed. */
  onRun: (action: BulkAction) => Promise<number[]>;
  /** After a merge or mass update changed records. */
  onChanged?: () => void;
}

const CONFIRMED: ReadonlySet<BulkAction> = new Set(["delete", "archive"]);

// The dialogs (and the CSV writer) load when first opened, not with the list.
const ExportDialog = lazy(() =>
  import("./ExportDialog").then((module) => ({ default: module.ExportDialog })),
);
const MergeDialog = lazy(() => import("./MergeDialog").then((module) => ({ default: module.MergeDialog })));
const MassUpdateDialog = lazy(() =>
  import("./MassUpdateDialog").then((module) => ({ default: module.MassUpdateDialog })),
);

/** The bulk actions that open a dialog of their own. */
type DialogAction = "export" | "merge" | "massupdate";
const DIALOGS: ReadonlySet<string> = new Set<DialogAction>(["export", "merge", "massupdate"]);

/** The bulk actions on the selected rows; without a selection each says 'Select dossiers first'. */
export function BulkToolbar({
  entityId,
  selectedIds,
  selectedVersions = {},
  listQuery,
  count,
  canDelete,
  canArchive,
  anyArchived,
  anyActive,
  busy,
  canExport = false,
  canMerge = false,
  canMassUpdate = false,
  embedded = false,
  onRun,
  onChanged,
}: BulkToolbarProps) {
  const t = useT();
  const [notice, setNotice] = useState(false);
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  /** The open dialog with the records it was opened for (the selection may change under it). */
  const [dialog, setDialog] = useState<{
    action: DialogAction;
    ids: number[];
    versions: Readonly<Record<number, number>>;
  } | null>(null);
  /** A confirmed action that failed for some records: the dialog stays open and says so. */
  const [failed, setFailed] = useState(false);
  const choose = (action: BulkAction | DialogAction) => {
    if (count === 0) {
      setNotice(true);
      return;
    }
    setNotice(false);
    if (DIALOGS.has(action))
      setDialog({ action: action as DialogAction, ids: [...selectedIds], versions: selectedVersions });
    else if (CONFIRMED.has(action as BulkAction)) setConfirming(action as BulkAction);
    else void onRun(action as BulkAction);
  };
  const none = count === 0;
  // A menu item opened the dialog and is hidden by the time it closes: its menu's button takes the focus.
  const moreActions = useRef<HTMLButtonElement>(null);
  const toMoreActions = () => moreActions.current;
  useReturnFocus(dialog !== null, toMoreActions);
  return (
    <Stack gap="2">
      <HStack gap="2" wrap="wrap" role="toolbar" aria-label={t("Bulk actions")}>
        {canDelete && (
          <Button
            size="sm"
            variant="outline"
            colorPalette="red"
            loading={busy}
            onClick={() => choose("delete")}
          >
            {t("Delete")}
          </Button>
        )}
        {canExport && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => choose("export")}>
            {t("Export")}
          </Button>
        )}
        <Menu.Root onSelect={(details) => choose(details.value as BulkAction | DialogAction)}>
          <Menu.Trigger asChild>
            <Button ref={moreActions} size="sm" variant="outline" disabled={busy}>
              {t("More actions")}
            </Button>
          </Menu.Trigger>
          <Portal>
            <Menu.Positioner>
              <Menu.Content>
                <Menu.Item value="subscribe">{t("Subscription")}</Menu.Item>
                <Menu.Item value="unsubscribe">{t("Stop subscription")}</Menu.Item>
                {canArchive && (none || anyActive) && <Menu.Item value="archive">{t("Archive")}</Menu.Item>}
                {canArchive && (none || anyArchived) && (
                  <Menu.Item value="dearchive">{t("Dearchive")}</Menu.Item>
                )}
                <Menu.Item value="favorite">{t("Favorite")}</Menu.Item>
                {canMerge && count === 2 && <Menu.Item value="merge">{t("Merge")}</Menu.Item>}
                {canMassUpdate && (
                  <Menu.Item value="massupdate" disabled={embedded}>
                    {t("Mass update")}
                  </Menu.Item>
                )}
              </Menu.Content>
            </Menu.Positioner>
          </Portal>
        </Menu.Root>
        {count > 0 && (
          <Alert status="info" width="auto" py="1" variant="subtle">
            {t("{count} selected", { count })}
          </Alert>
        )}
      </HStack>
      {notice && none && <Alert status="warning">{t("Select dossiers first")}</Alert>}
      <Suspense fallback={null}>
        {dialog?.action === "export" && (
          <ExportDialog
            entityId={entityId}
            ids={dialog.ids}
            {...(listQuery ? { listQuery } : {})}
            onClose={() => setDialog(null)}
          />
        )}
        {dialog?.action === "merge" && dialog.ids.length === 2 && (
          <MergeDialog
            entityId={entityId}
            ids={[dialog.ids[0] as number, dialog.ids[1] as number]}
            canArchive={canArchive}
            canDelete={canDelete}
            onClose={() => setDialog(null)}
            onMerged={() => onChanged?.()}
          />
        )}
        {dialog?.action === "massupdate" && (
          <MassUpdateDialog
            entityId={entityId}
            ids={dialog.ids}
            versions={dialog.versions}
            onClose={() => setDialog(null)}
            onSaved={() => onChanged?.()}
          />
        )}
      </Suspense>
      <ConfirmDialog
        open={confirming !== null}
        title={confirming === "archive" ? t("Archive") : t("Delete")}
        text={
          failed
            ? t("Something went wrong")
            : confirming === "archive"
              ? t("confirm_archive")
              : t("Are you sure you want to delete {count} items?", { count })
        }
        confirmLabel={confirming === "archive" ? t("Archive") : t("Delete")}
        cancelLabel={t("Cancel")}
        returnFocusTo={toMoreActions}
        onCancel={() => {
          setConfirming(null);
          setFailed(false);
        }}
        onConfirm={async () => {
          if (!confirming || busy) return;
          // One call per record; the dialog closes once all succeeded, and stays with the error otherwise.
          const left = await onRun(confirming);
          if (left.length === 0) {
            setConfirming(null);
            setFailed(false);
          } else setFailed(true);
        }}
      />
    </Stack>
  );
}

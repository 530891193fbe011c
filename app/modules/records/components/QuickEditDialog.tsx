import { Button, Dialog, Portal, Spinner } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Values } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { useInlineEditExit } from "../../realtime/hooks/useInlineEditExit";
import { recordKeys } from "../../record/api/recordKeys";
import { ExistingItemsDialog } from "../../record/components/ExistingItemsDialog";
import { VersionConflictDialog } from "../../record/components/VersionConflictDialog";
import { useMapTileUrl } from "../../record/hooks/useMapTileUrl";
import { useRecordEdit } from "../../record/hooks/useRecordEdit";
import { useWidgetServices } from "../../record/hooks/useWidgetServices";
import { getRecordValues } from "../api/getRecordValues";
import type { ListedRecord, RecordListAnswer } from "../api/RecordListAnswer";
import { useViewModel } from "../hooks/useViewModel";
import { recordLabelOf } from "../utils/recordLabelOf";

export interface QuickEditDialogProps {
  entityId: number;
  record: Pick<ListedRecord, "id" | "summary">;
  /**
   * What the dialog shows, when not the whole edit or show view: a custom view's items, or one display
   * position (a custom action button's popup_tab_or_view).
   */
  part?: { customView?: string; positionId?: number };
  /** Edit mode when the user may edit a record that is not archived; else show mode. */
  canEdit: boolean;
  /** The list answer's labels of users, records and files, so linked values show their names. */
  labels: RecordListAnswer["labels"];
  onClose: () => void;
  onSaved: () => void;
}

/**
 * The quick edit (or show) modal of a list row: the edit or show view through DocketForm, saved with PUT as
 * on the record page (useRecordSubmit: toasts, field errors, 'Already existing items' on a 409).
 */
export function QuickEditDialog({
  entityId,
  record,
  part,
  canEdit,
  labels,
  onClose,
  onSaved,
}: QuickEditDialogProps) {
  const t = useT();
  useInlineEditExit();
  const known = useMemo(
    () =>
      new Map(
        Object.entries(labels ?? {}).flatMap(([kind, byId]) =>
          Object.entries(byId ?? {}).map(([id, label]) => [`${kind}:${id}`, label] as const),
        ),
      ),
    [labels],
  );
  // The record pages' services: link and user pickers search the server, files upload to the environment.
  const view = part?.customView || (canEdit ? "edit" : "show");
  const { model } = useViewModel(entityId, view);
  const tileUrl = useMapTileUrl([model]);
  const services = useWidgetServices({ recordId: record.id, labels: known, ...(tileUrl ? { tileUrl } : {}) });
  const stored = useQuery({
    queryKey: recordKeys.quickEditValues(record.id, view),
    queryFn: () => getRecordValues(record.id, view),
  });
  const values = useMemo<Values | undefined>(() => {
    if (!model || !stored.data) return undefined;
    const found: Values = {};
    for (const item of Object.values(model.items)) {
      if (stored.data.byKey.has(item.key)) found[item.id] = stored.data.byKey.get(item.key);
    }
    // Condition queries with link criteria: the server's answer for the saved record.
    found.in_queries = stored.data.inQueries;
    return found;
  }, [model, stored.data]);
  const { submit, saving, serverErrors, conflict, dismissConflict, ignoreExisting, ...edit } = useRecordEdit({
    recordId: record.id,
    values,
    version: stored.data?.version,
    ...(model ? { model } : {}),
    onSaved: () => {
      onSaved();
      onClose();
    },
    successDuration: 2500,
  });

  return (
    <Dialog.Root open size="xl" onOpenChange={(event) => !event.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{recordLabelOf(record)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {stored.error ? (
                <Alert status="warning">{t("Something went wrong")}</Alert>
              ) : model && values ? (
                <DocketForm
                  id="dk-quick-edit"
                  model={model}
                  values={values}
                  {...(part?.positionId !== undefined ? { positionIds: [part.positionId] } : {})}
                  services={services}
                  serverErrors={serverErrors}
                  onSubmit={(writable) => void submit(writable, undefined)}
                />
              ) : (
                <Spinner role="status" aria-label={t("Loading")} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {canEdit ? t("Cancel") : t("Close")}
              </Button>
              {canEdit && (
                <Button
                  type="submit"
                  form="dk-quick-edit"
                  colorPalette="teal"
                  loading={saving}
                  disabled={!values}
                >
                  {t("Save")}
                </Button>
              )}
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      {model && (
        <VersionConflictDialog
          conflict={edit.versionConflict}
          model={model}
          services={services}
          mine={edit.mine}
          onResolve={edit.resolve}
          onClose={edit.dismissVersionConflict}
        />
      )}
      <ExistingItemsDialog
        conflict={conflict}
        onClose={dismissConflict}
        onLeave={onClose}
        onIgnore={ignoreExisting}
      />
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal, RadioGroup, Spinner, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { isEmptyValue, type Values } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { ExistingItemsDialog } from "../../record/components/ExistingItemsDialog";
import { useMapTileUrl } from "../../record/hooks/useMapTileUrl";
import { useRecordSubmit } from "../../record/hooks/useRecordSubmit";
import { useWidgetServices } from "../../record/hooks/useWidgetServices";
import { RECORDS_CHANGED_BY_SOMEONE_ELSE } from "../../record/utils/staleRecordsOf";
import { massUpdateRecords } from "../api/massUpdateRecords";
import { useViewModel } from "../hooks/useViewModel";

export interface MassUpdateDialogProps {
  entityId: number;
  ids: readonly number[];
  /** The versions the list read the records at, by id: a value changed since refuses the update (409). */
  versions?: Readonly<Record<number, number>>;
  onClose: () => void;
  /** After the update: the list reads its records again. */
  onSaved: () => void;
}

const formId = "dk-mass-update";

/**
 * 'Mass update': the entity's edit view compiled for mass update (nothing required, no defaults) through
 * DocketForm; Update sends the filled values to PUT /dossier/massupdate for the selected records, filling
 * only their empty values unless the user chose to overwrite. Toasts, 400 errors on their items and
 * 'Already existing items' on a 409 as on a record's save (useRecordSubmit).
 */
export function MassUpdateDialog({ entityId, ids, versions, onClose, onSaved }: MassUpdateDialogProps) {
  const t = useT();
  const { model, error, data: bundle } = useViewModel(entityId, "edit", { massUpdate: true });
  const tileUrl = useMapTileUrl([model]);
  const services = useWidgetServices({
    canDetach: bundle?.context.admin ?? false,
    ...(tileUrl ? { tileUrl } : {}),
  });
  const [overwrite, setOverwrite] = useState(false);
  const [nothing, setNothing] = useState(false);
  /** The versions sent; after a 409 for records changed meanwhile, theirs now, so Update again saves over them. */
  const [readVersions, setReadVersions] = useState(versions ?? {});
  const [stale, setStale] = useState(false);
  const { submit, saving, serverErrors, conflict, dismissConflict, ignoreExisting } = useRecordSubmit({
    action: "edit",
    send: (values, ignore) => massUpdateRecords(entityId, ids, values, overwrite, ignore, readVersions),
    onStale: (records) => {
      setReadVersions((old) => ({ ...old, ...Object.fromEntries(records.map((r) => [r.id, r.version])) }));
      setStale(true);
    },
    onSaved: () => {
      onSaved();
      onClose();
    },
    successDuration: 2500,
  });
  const update = (values: Values) => {
    // Only what the user filled in is sent: an empty field leaves the records' values alone.
    const filled = Object.fromEntries(Object.entries(values).filter(([, value]) => !isEmptyValue(value)));
    setNothing(Object.keys(filled).length === 0);
    if (Object.keys(filled).length > 0) void submit(filled, undefined);
  };

  return (
    <Dialog.Root
      open
      size="xl"
      closeOnInteractOutside={false}
      onOpenChange={(event) => !event.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t("Mass update")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {error ? (
                <Alert status="warning">{t("Something went wrong")}</Alert>
              ) : model ? (
                <Stack gap="4">
                  <RadioGroup.Root
                    value={overwrite ? "overwrite" : "keep"}
                    onValueChange={(event) => setOverwrite(event.value === "overwrite")}
                    aria-label={t("Filled values")}
                  >
                    <Stack direction="row" gap="4" wrap="wrap">
                      <RadioGroup.Item value="keep">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t("Do not overwrite filled values")}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                      <RadioGroup.Item value="overwrite">
                        <RadioGroup.ItemHiddenInput />
                        <RadioGroup.ItemIndicator />
                        <RadioGroup.ItemText>{t("Overwrite filled values")}</RadioGroup.ItemText>
                      </RadioGroup.Item>
                    </Stack>
                  </RadioGroup.Root>
                  {stale && (
                    <Alert
                      status="warning"
                      description={t("Update again to save your values over their changes.")}
                    >
                      {t(RECORDS_CHANGED_BY_SOMEONE_ELSE)}
                    </Alert>
                  )}
                  {nothing && <Alert status="warning">{t("Fill in at least one field")}</Alert>}
                  <DocketForm
                    id={formId}
                    model={model}
                    services={services}
                    {...(serverErrors ? { serverErrors } : {})}
                    onSubmit={update}
                  />
                </Stack>
              ) : (
                <Spinner role="status" aria-label={t("Loading")} />
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t("Cancel")}
              </Button>
              <Button type="submit" form={formId} colorPalette="teal" loading={saving} disabled={!model}>
                {t("Update")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <ExistingItemsDialog
        conflict={conflict}
        onClose={dismissConflict}
        onLeave={onClose}
        onIgnore={ignoreExisting}
      />
    </Dialog.Root>
  );
}

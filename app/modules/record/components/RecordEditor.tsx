import { Button, HStack } from "@chakra-ui/react";
import { type RefObject, useRef, useState } from "react";
import type { PathValues, ViewModel } from "../../../../engine";
import { DossierForm } from "../../../../widgets/embed/DossierForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import type { WidgetServices } from "../../../../widgets/services";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useT } from "../../../i18n/useT";
import type { RecordDetail } from "../api/RecordDetail";
import { useRecordEdit } from "../hooks/useRecordEdit";
import { valuesForModel } from "../utils/valuesForModel";
import { ExistingItemsDialog } from "./ExistingItemsDialog";
import { VersionConflictDialog } from "./VersionConflictDialog";

const formId = "record-edit-form";

export interface RecordEditorProps {
  record: RecordDetail;
  model: ViewModel;
  store: FormStore;
  positionIds: number[];
  services: WidgetServices;
  /** Values at the display rules' paths. */
  paths?: PathValues;
  /** Set once the user changes a value. */
  dirty: RefObject<boolean>;
  /** Back to show mode; `close` also leaves the record (Save and close). */
  onDone: (saved: boolean, close: boolean) => void;
}

const SAVE_SUCCESS_SHOWN = 5000;

/** The detail page in edit mode: Save, Save and close, Cancel (asking first when values changed). */
export function RecordEditor({
  record,
  model,
  store,
  positionIds,
  services,
  paths,
  dirty,
  onDone,
}: RecordEditorProps) {
  const t = useT();
  const closing = useRef(false);
  const [asking, setAsking] = useState(false);
  const { submit, saving, serverErrors, conflict, dismissConflict, ignoreExisting, ...edit } = useRecordEdit({
    recordId: record.id,
    values: valuesForModel(model, record),
    version: record.version,
    model,
    onSaved: (_answer, close: boolean) => onDone(true, close),
    // The one success message of a save on the record page, shown 5 s (spec 9: save-success 5000 ms).
    successDuration: SAVE_SUCCESS_SHOWN,
    onTakeTheirs: (itemId, value) => store.setValue(itemId, value),
  });

  return (
    <>
      <DossierForm
        mode="edit"
        id={formId}
        model={model}
        store={store}
        {...(paths ? { paths } : {})}
        positionIds={positionIds}
        services={services}
        {...(serverErrors ? { serverErrors } : {})}
        onChange={() => {
          dirty.current = true;
        }}
        onSubmit={(values) => submit(values, closing.current)}
      >
        <HStack gap="2" wrap="wrap" mt="2">
          <Button
            type="submit"
            colorPalette="teal"
            loading={saving}
            onClick={() => {
              closing.current = false;
            }}
          >
            {t("Save")}
          </Button>
          <Button
            type="submit"
            variant="outline"
            colorPalette="teal"
            disabled={saving}
            onClick={() => {
              closing.current = true;
            }}
          >
            {t("Save and close")}
          </Button>
          <Button variant="ghost" onClick={() => (dirty.current ? setAsking(true) : onDone(false, false))}>
            {t("Cancel")}
          </Button>
        </HStack>
      </DossierForm>
      <ConfirmDialog
        open={asking}
        title={t("Confirmation")}
        text={t("You made unsaved changes")}
        confirmLabel={t("Close")}
        cancelLabel={t("Cancel")}
        onConfirm={() => {
          setAsking(false);
          onDone(false, false);
        }}
        onCancel={() => setAsking(false)}
      />
      <VersionConflictDialog
        conflict={edit.versionConflict}
        model={model}
        services={services}
        mine={edit.mine}
        onResolve={edit.resolve}
        onClose={edit.dismissVersionConflict}
      />
      <ExistingItemsDialog
        conflict={conflict}
        onClose={dismissConflict}
        onLeave={() => {
          dirty.current = false;
          onDone(false, false);
        }}
        onIgnore={ignoreExisting}
      />
    </>
  );
}

import { Button, HStack } from "@chakra-ui/react";
import { type RefObject, useRef, useState } from "react";
import type { PathValues, ViewModel } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import type { WidgetServices } from "../../../../widgets/services";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useT } from "../../../i18n/useT";
import type { RecordDetail } from "../api/RecordDetail";
import { updateRecord } from "../api/updateRecord";
import { useEditBase } from "../hooks/useEditBase";
import { useRecordSubmit } from "../hooks/useRecordSubmit";
import { valuesForModel } from "../utils/valuesForModel";
import { ExistingItemsDialog } from "./ExistingItemsDialog";
import { type ConflictChoice, VersionConflictDialog } from "./VersionConflictDialog";

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
  const base = useEditBase(valuesForModel(model, record), record.version);
  const {
    submit,
    saving,
    serverErrors,
    conflict,
    dismissConflict,
    ignoreExisting,
    versionConflict,
    dismissVersionConflict,
    resend,
  } = useRecordSubmit({
    action: "edit",
    send: (values, ignore) => {
      const body = base.bodyOf(values);
      return updateRecord(record.id, body.values, ignore, body.version);
    },
    onSaved: (_answer, close: boolean) => onDone(true, close),
  });
  /** Takes the other user's value where chosen, and saves the rest over the version they made. */
  const resolve = (choices: Record<string, ConflictChoice>) => {
    if (!versionConflict) return;
    base.rebase(versionConflict);
    for (const [id, choice] of Object.entries(choices)) {
      if (choice === "theirs") store.setValue(Number(id), versionConflict.current[id]);
    }
    resend(store.values());
  };

  return (
    <>
      <DocketForm
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
      </DocketForm>
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
        conflict={versionConflict}
        model={model}
        services={services}
        mine={store.values()}
        onResolve={resolve}
        onClose={dismissVersionConflict}
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

import { Button, HStack } from "@chakra-ui/react";
import { useNavigate } from "@tanstack/react-router";
import { type RefObject, useRef, useState } from "react";
import type { PathValues, Values, ViewModel } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import type { WidgetServices } from "../../../../widgets/services";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import type { RecordDetail } from "../api/RecordDetail";
import { updateRecord } from "../api/updateRecord";
import { type Conflict, conflictOf } from "../utils/conflictOf";
import { ExistingItemsDialog } from "./ExistingItemsDialog";

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
  const navigate = useNavigate();
  const closing = useRef(false);
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>();
  const [conflict, setConflict] = useState<Conflict>();
  const [pending, setPending] = useState<{ values: Values; close: boolean }>();
  const [asking, setAsking] = useState(false);

  const save = async (values: Values, close: boolean, ignoreExisting = false) => {
    setSaving(true);
    try {
      await updateRecord(record.id, values, ignoreExisting);
      toaster.create({ type: "success", title: t("dossier_errors.success_edit") });
      onDone(true, close);
    } catch (failure) {
      const found = conflictOf(failure);
      if (found) {
        setServerErrors(found.errors);
        setPending({ values, close });
        setConflict(found);
      } else if (statusOf(failure) === 403) {
        toaster.create({ type: "error", title: t("dossier_errors.permission_edit") });
      } else {
        setServerErrors(fieldErrorsOf(failure));
        toaster.create({ type: "error", title: t("dossier_errors.error_edit") });
      }
    } finally {
      setSaving(false);
    }
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
        onSubmit={(values) => save(values, closing.current)}
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
      <ExistingItemsDialog
        conflict={conflict}
        onClose={() => setConflict(undefined)}
        onUse={(recordId) => {
          setConflict(undefined);
          dirty.current = false;
          onDone(false, false);
          navigate({ to: `/contentdossier/${recordId}` });
        }}
        onIgnore={() => {
          setConflict(undefined);
          if (pending) save(pending.values, pending.close, true);
        }}
      />
    </>
  );
}

import { Box, Button } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { type Values, type ViewModel, writableValues } from "../../../../engine";
import { createFormStore, DocketForm, INVALID_FORM_MESSAGE } from "../../../../widgets/form/DocketForm";
import type { WidgetServices } from "../../../../widgets/services";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useViewModel } from "../../records/hooks/useViewModel";
import { createEmbeddedRecord } from "../api/createEmbeddedRecord";
import { useWidgetServices } from "../hooks/useWidgetServices";
import { backLinkValues } from "../utils/backLinkValues";
import type { EmbeddingParent } from "./EmbeddedCreateDialog";

export interface EmbeddedRowInputProps {
  /** The child entity. */
  entityId: number;
  parent: EmbeddingParent;
  onCreated: () => void;
}

/**
 * Row-input quick add under an embedded list (the link item's row_input setting): the child entity's
 * row_input view on one line without labels, checked like any form, saved with customView=row_input and
 * emptied for the next child.
 */
export function EmbeddedRowInput({ entityId, parent, onCreated }: EmbeddedRowInputProps) {
  const t = useT();
  const row = useViewModel(entityId, "row_input");
  const labels = useMemo(
    () => (parent.label ? new Map([[`record:${parent.dossierId}`, parent.label]]) : undefined),
    [parent.dossierId, parent.label],
  );
  const services = useWidgetServices(labels ? { labels } : {});
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  /** A new key gives an empty form after each child added. */
  const [round, setRound] = useState(0);
  const saving = useSaveMutation({
    save: (values: Values) => createEmbeddedRecord(entityId, values, parent, "row_input"),
    onSaved: () => {
      toaster.create({ type: "success", title: t("dossier_errors.success_create") });
      setServerErrors(undefined);
      setRound((n) => n + 1);
      onCreated();
    },
    // A 400's errors show on the row's fields; any other failure is the create's failure toast.
    invalidToast: false,
    failureToast: (failure) => (statusOf(failure) === 400 ? null : t("dossier_errors.error_create")),
    onFailure: (fields, failure) => {
      if (statusOf(failure) === 400) setServerErrors(fields);
    },
  });
  const model = row.model;
  const start = useMemo(
    () =>
      model && {
        ...model.defaults,
        ...backLinkValues(model, parent.backLinkId ?? null, parent.dossierId),
      },
    [model, parent.backLinkId, parent.dossierId],
  );
  if (!model || model.order.length === 0 || !start) return null;
  return (
    <RowInputForm
      key={round}
      model={model}
      start={start}
      services={services}
      saving={saving.isPending}
      serverErrors={serverErrors}
      linkId={parent.linkId}
      onAdd={async (values) => {
        await saving.save(values);
      }}
    />
  );
}

interface RowInputFormProps {
  model: ViewModel;
  start: Values;
  services: WidgetServices;
  saving: boolean;
  serverErrors: Record<string, string> | undefined;
  linkId: number;
  onAdd: (values: Values) => Promise<void>;
}

/**
 * The row's fields sit inside the parent record's form, so they are no form of their own: Add (or Enter in
 * a field) checks them through the engine like any form and hands on the writable values.
 */
function RowInputForm({ model, start, services, saving, serverErrors, linkId, onAdd }: RowInputFormProps) {
  const t = useT();
  const [store] = useState(() => createFormStore(model, start));
  const add = () => {
    if (saving) return;
    const errors = store.validate();
    if (Object.keys(errors).length > 0) {
      toaster.create({ type: "error", title: t(INVALID_FORM_MESSAGE) });
      return;
    }
    void onAdd(writableValues(model, store.values()));
  };
  return (
    <Box
      borderWidth="1px"
      rounded="md"
      p="2"
      data-row-input={linkId}
      onKeyDown={(event) => {
        // Enter would submit the parent record's form: here it adds the row.
        if (event.key === "Enter" && (event.target as HTMLElement).tagName === "INPUT") {
          event.preventDefault();
          add();
        }
      }}
    >
      <DocketForm
        element="div"
        model={model}
        store={store}
        services={services}
        {...(serverErrors ? { serverErrors } : {})}
      >
        <Button type="button" size="xs" colorPalette="teal" loading={saving} onClick={add}>
          {t("Add")}
        </Button>
      </DocketForm>
    </Box>
  );
}

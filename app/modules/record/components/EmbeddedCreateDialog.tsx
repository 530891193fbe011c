import { Button, HStack, Spinner } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { Values } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useViewModel } from "../../records/hooks/useViewModel";
import { createEmbeddedRecord } from "../api/createEmbeddedRecord";
import { type CreatedRecord, createRecord } from "../api/createRecord";
import type { UseWidgetServices } from "../hooks/useWidgetServices";
import { backLinkValues } from "../utils/backLinkValues";
import { GuardedDialog } from "./GuardedDialog";

/** The record a new one joins through a link. */
export interface EmbeddingParent {
  dossierId: number;
  linkId: number;
  /** The parent link's back link: the child's item for it starts with the parent filled in. */
  backLinkId?: number | null;
  /** The parent's summary, the label of that prefilled link. */
  label?: string;
}

export interface EmbeddedCreateDialogProps {
  open: boolean;
  /** The child entity. */
  entityId: number;
  entityName: string;
  /** The record the new one joins through a link; without it the record stands alone (calendar views). */
  parent?: EmbeddingParent;
  /** Starting values by item id instead of the edit view's defaults (a calendar slot's dates). */
  values?: Values;
  onClose: () => void;
  onCreated: (created: CreatedRecord) => void;
  /**
   * useWidgetServices, handed in: the form's links offer '+', which opens this dialog again, so the hook
   * cannot be imported here without an import cycle.
   */
  useServices: UseWidgetServices;
}

/**
 * 'New {entity}' (extra large, static backdrop): the child entity's edit view; Add creates the child under
 * the parent. Closing it (Escape, the close button, Cancel) after typing asks before the values are lost.
 */
export function EmbeddedCreateDialog(props: EmbeddedCreateDialogProps) {
  const t = useT();
  return (
    <GuardedDialog
      open={props.open}
      title={t("New {entity}", { entity: props.entityName })}
      dossier={props.entityName}
      onClose={props.onClose}
    >
      {(guard) => (
        <EmbeddedCreateForm
          {...props}
          onClose={guard.close}
          onCreated={(created) => {
            guard.done();
            props.onCreated(created);
          }}
          onDirty={guard.typed}
        />
      )}
    </GuardedDialog>
  );
}

function EmbeddedCreateForm({
  entityId,
  parent,
  values,
  onClose,
  onCreated,
  onDirty,
  useServices,
}: EmbeddedCreateDialogProps & { onDirty: () => void }) {
  const t = useT();
  const edit = useViewModel(entityId, "edit");
  const labels = useMemo(
    () => (parent?.label ? new Map([[`record:${parent.dossierId}`, parent.label]]) : undefined),
    [parent?.dossierId, parent?.label],
  );
  const services = useServices({
    canDetach: edit.data?.context.admin ?? false,
    ...(labels ? { labels } : {}),
  });
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  const [denied, setDenied] = useState(false);
  const saving = useSaveMutation({
    save: (written: Values) =>
      parent ? createEmbeddedRecord(entityId, written, parent) : createRecord(entityId, written),
    onSaved: (created) => {
      toaster.create({ type: "success", title: t("dossier_errors.success_create") });
      onCreated(created);
    },
    // A refusal shows on the form's fields (400) or above it (403); only any other failure is a toast.
    invalidToast: false,
    failureToast: (error) => {
      const status = statusOf(error);
      return status === 400 || status === 403 ? null : t("dossier_errors.error_create");
    },
    onFailure: (fields, error) => {
      const status = statusOf(error);
      if (status === 400) setServerErrors(fields);
      else if (status === 403) setDenied(true);
    },
  });
  const start = useMemo(
    () =>
      edit.model && {
        ...edit.model.defaults,
        ...(parent ? backLinkValues(edit.model, parent.backLinkId ?? null, parent.dossierId) : {}),
        ...values,
      },
    [edit.model, parent, values],
  );

  if (edit.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (edit.error || !edit.model) return <Alert status="danger">{t("Something went wrong")}</Alert>;

  return (
    // The dialog renders in a portal, but React events still bubble to the parent record's form.
    <div onSubmit={(event) => event.stopPropagation()}>
      {denied && (
        <Alert status="danger" mb="3">
          {t("not_allowed_to_create_dossier")}
        </Alert>
      )}
      <DocketForm
        id={`embedded-create-${parent?.linkId ?? entityId}`}
        model={edit.model}
        {...(start ? { values: start } : {})}
        services={services}
        {...(serverErrors ? { serverErrors } : {})}
        onChange={onDirty}
        onSubmit={(values) => void saving.save(values)}
      >
        <HStack gap="2" mt="2">
          <Button type="submit" colorPalette="teal" loading={saving.isPending}>
            {t("Add")}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t("Cancel")}
          </Button>
        </HStack>
      </DocketForm>
    </div>
  );
}

import { Button, HStack, IconButton, Spinner, Stack } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import { type ViewModel, writableValues } from "../../../../engine";
import { createFormStore, DocketForm } from "../../../../widgets/form/DocketForm";
import type { FormStore } from "../../../../widgets/form/formStore";
import { Alert } from "../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useViewModel } from "../../records/hooks/useViewModel";
import { createEmbeddedRecord } from "../api/createEmbeddedRecord";
import { useWidgetServices } from "../hooks/useWidgetServices";
import { backLinkValues } from "../utils/backLinkValues";
import type { EmbeddingParent } from "./EmbeddedCreateDialog";
import { GuardedDialog } from "./GuardedDialog";

export interface EmbeddedMultiAddDialogProps {
  entityId: number;
  entityName: string;
  parent: EmbeddingParent;
  onClose: () => void;
  /** After one or more children were added. */
  onCreated: () => void;
}

interface Row {
  key: number;
  store: FormStore;
}

/**
 * Multi-add (the link item's show_multi_add setting): several children typed as rows of the child's
 * row_input view (its edit view when it has none), each checked, then added one after the other. Rows that
 * were added leave the dialog; a row the server refuses stays with its errors.
 */
export function EmbeddedMultiAddDialog(props: EmbeddedMultiAddDialogProps) {
  const t = useT();
  return (
    <GuardedDialog
      title={t("Add several {entity}", { entity: props.entityName })}
      dossier={props.entityName}
      onClose={props.onClose}
    >
      {(guard) => (
        <MultiAddRows {...props} onClose={guard.close} onDone={props.onClose} onDirty={guard.typed} />
      )}
    </GuardedDialog>
  );
}

type RowsProps = EmbeddedMultiAddDialogProps & { onDone: () => void; onDirty: () => void };

function MultiAddRows(props: RowsProps) {
  const t = useT();
  const rowInput = useViewModel(props.entityId, "row_input");
  const edit = useViewModel(props.entityId, "edit");
  if (rowInput.isPending || edit.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  const byRowInput = (rowInput.model?.order.length ?? 0) > 0;
  const model = byRowInput ? rowInput.model : edit.model;
  if (!model) return <Alert status="danger">{t("Something went wrong")}</Alert>;
  return <MultiAddForm {...props} model={model} rowInput={byRowInput} />;
}

function MultiAddForm({
  entityId,
  parent,
  model,
  rowInput,
  onClose,
  onCreated,
  onDone,
  onDirty,
}: RowsProps & { model: ViewModel; rowInput: boolean }) {
  const t = useT();
  const labels = useMemo(
    () => (parent.label ? new Map([[`record:${parent.dossierId}`, parent.label]]) : undefined),
    [parent.dossierId, parent.label],
  );
  const services = useWidgetServices(labels ? { labels } : {});
  const newRow = (key: number): Row => ({
    key,
    store: createFormStore(model, {
      ...model.defaults,
      ...backLinkValues(model, parent.backLinkId ?? null, parent.dossierId),
    }),
  });
  // Two empty rows to start with; the stores live in state so typed values survive re-renders.
  const [rows, setRows] = useState<Row[]>(() => [newRow(0), newRow(1)]);
  const [next, setNext] = useState(2);
  const addRow = () => {
    setRows((old) => [...old, newRow(next)]);
    setNext((n) => n + 1);
  };

  // Each row is its own request: a refused row keeps its errors and stays, the others are added.
  const adding = useSaveMutation({
    save: async () => {
      const left: Row[] = [];
      let added = 0;
      for (const row of rows) {
        try {
          const values = writableValues(model, row.store.values());
          await createEmbeddedRecord(entityId, values, parent, rowInput ? "row_input" : undefined);
          added += 1;
        } catch (error) {
          if (statusOf(error) === 400) row.store.setErrors(fieldErrorsOf(error));
          left.push(row);
        }
      }
      return { added, left };
    },
    onSaved: ({ added, left }) => {
      if (added > 0) onCreated();
      if (left.length === 0) {
        toaster.create({ type: "success", title: t("dossier_errors.success_create") });
        onDone();
      } else {
        setRows(left);
        toaster.create({ type: "error", title: t("dossier_errors.error_create") });
      }
    },
  });

  const save = async () => {
    const invalid = rows.filter((row) => Object.keys(row.store.validate()).length > 0);
    if (invalid.length > 0) {
      adding.toastInvalid();
      return;
    }
    await adding.save();
  };

  return (
    <Stack gap="2" onSubmit={(event) => event.stopPropagation()}>
      {rows.map((row, index) => (
        <HStack key={row.key} align="start" gap="2" data-multi-add-row={index}>
          <div style={{ flex: 1 }}>
            <DocketForm
              model={model}
              store={row.store}
              services={services}
              onChange={onDirty}
              onSubmit={() => void save()}
            />
          </div>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t("Remove row {n}", { n: index + 1 })}
            disabled={rows.length === 1}
            onClick={() => setRows((old) => old.filter((other) => other.key !== row.key))}
          >
            ×
          </IconButton>
        </HStack>
      ))}
      <HStack gap="2">
        <Button size="sm" variant="outline" onClick={addRow}>
          {t("Add row")}
        </Button>
        <Button size="sm" colorPalette="teal" loading={adding.isPending} onClick={() => void save()}>
          {t("Add")}
        </Button>
        <Button size="sm" variant="ghost" onClick={onClose}>
          {t("Cancel")}
        </Button>
      </HStack>
    </Stack>
  );
}

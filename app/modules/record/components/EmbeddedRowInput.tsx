import { Box, Button } from "@chakra-ui/react";
import { useMemo, useState } from "react";
import type { Values } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { toaster } from "../../../components/toaster";
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
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string> | undefined>();
  /** A new key gives an empty form after each child added. */
  const [round, setRound] = useState(0);
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

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await createEmbeddedRecord(entityId, values, parent, "row_input");
      toaster.create({ type: "success", title: t("dossier_errors.success_create") });
      setServerErrors(undefined);
      setRound((n) => n + 1);
      onCreated();
    } catch (error) {
      if (statusOf(error) === 400) setServerErrors(fieldErrorsOf(error));
      else toaster.create({ type: "error", title: t("dossier_errors.error_create") });
    } finally {
      setSaving(false);
    }
  };

  return (
    // Rendered inside the parent record's form: its submit must not reach that form.
    <Box
      onSubmit={(event) => event.stopPropagation()}
      borderWidth="1px"
      rounded="md"
      p="2"
      data-row-input={parent.linkId}
    >
      <DocketForm
        key={round}
        id={`row-input-${parent.linkId}`}
        model={model}
        values={start}
        services={services}
        {...(serverErrors ? { serverErrors } : {})}
        onSubmit={(values) => void submit(values)}
      >
        <Button type="submit" size="xs" colorPalette="teal" loading={saving}>
          {t("Add")}
        </Button>
      </DocketForm>
    </Box>
  );
}

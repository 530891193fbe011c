import { Field, Input, NativeSelect, Textarea } from "@chakra-ui/react";
import { useState } from "react";
import { formErrorsOf } from "../../../api/formErrorsOf";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironment } from "../../environment/hooks/useCurrentEnvironment";
import { useMenuEntities } from "../../shell/hooks/useMenuEntities";
import { entityName } from "../../shell/utils/entityName";
import type { DocketEvent, EventInput, EventTrigger } from "../api/DocketEvent";
import { saveEvent } from "../api/saveEvent";
import { triggerLabels } from "./triggerLabels";

/** 'New event' or an event's settings: name, description, what fires it and for which entity. */
export function EventDialog({
  environmentId,
  event,
  onClose,
  onSaved,
}: {
  environmentId: number;
  event?: DocketEvent;
  onClose: () => void;
  onSaved: () => void;
}) {
  const t = useT();
  const locale = useContentLocale();
  const entities = useMenuEntities(useCurrentEnvironment().data);
  const [form, setForm] = useState<EventInput>({
    name: event?.name ?? "",
    description: event?.description ?? null,
    trigger: event?.trigger ?? "create",
    defDossier: event?.defDossier ?? null,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSaveMutation({
    save: () => saveEvent(environmentId, { ...form, name: form.name.trim() }, event?.id),
    onSaved: () => {
      onSaved();
      onClose();
    },
    // The dialog shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => setErrors(formErrorsOf(failure)),
  });

  const submit = async () => {
    if (!form.name.trim()) {
      setErrors({ name: "This is a required field" });
      return;
    }
    await saving.save();
  };

  return (
    <FormDialog
      failure={errors.form}
      title={event ? event.name : t("New event")}
      onClose={onClose}
      onSubmit={submit}
      saving={saving.isPending}
    >
      <FormField label={t("Name")} error={errors.name} required>
        <Input
          value={form.name}
          maxLength={255}
          onChange={(change) => setForm({ ...form, name: change.target.value })}
        />
      </FormField>
      <Field.Root invalid={!!errors.description}>
        <Field.Label>{t("Description")}</Field.Label>
        <Textarea
          rows={2}
          value={form.description ?? ""}
          onChange={(change) => setForm({ ...form, description: change.target.value || null })}
        />
      </Field.Root>
      <FormField label={t("Fired by")} error={errors.trigger}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.trigger}
            onChange={(change) => setForm({ ...form, trigger: change.target.value as EventTrigger })}
          >
            {(Object.keys(triggerLabels) as EventTrigger[]).map((trigger) => (
              <option key={trigger} value={trigger}>
                {t(triggerLabels[trigger])}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <FormField label={t("Entity")} error={errors.defDossier}>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={form.defDossier === null ? "" : String(form.defDossier)}
            onChange={(change) =>
              setForm({
                ...form,
                defDossier: change.target.value ? Number(change.target.value) : null,
              })
            }
          >
            <option value="">{t("Any entity")}</option>
            {(entities.data ?? []).map((entity) => (
              <option key={entity.id} value={entity.id}>
                {entityName(entity, locale)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </FormDialog>
  );
}

import { useBlocker } from "@tanstack/react-router";
import { useState } from "react";
import { bodyOf } from "../../../api/bodyOf";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { FormDialog } from "../../../components/FormDialog";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { TemplateSelect } from "../../templates/components/TemplateSelect";
import { createEnvironment } from "../api/createEnvironment";
import {
  EMPTY_NEW_ENVIRONMENT,
  type NewEnvironmentErrors,
  type NewEnvironmentForm,
} from "../utils/NewEnvironmentForm";
import { validateNewEnvironment } from "../utils/validateNewEnvironment";
import { EnvironmentIdentityFields } from "./EnvironmentIdentityFields";
import { LanguagesInput } from "./LanguagesInput";

export interface NewEnvironmentDialogProps {
  open: boolean;
  onClose: () => void;
  /** The new environment, and the template chosen to apply to it (null for none). */
  onCreated: (id: number, template: number | null) => void;
}

const SUBSCRIPTION_LIMIT = "You cannot create any more environments in your subscription.";

/** Reads a failed create: per-field errors of a 400, an expired contract (402), the subscription limit of a 403. */
function errorsOfFailure(error: unknown): NewEnvironmentErrors {
  const status = statusOf(error);
  // An expired contract (spec 2-records: 402 says the subscription has expired).
  if (status === 402) return { form: "Your subscription has expired" };
  if (status === 403)
    return {
      form: bodyOf(error).message === SUBSCRIPTION_LIMIT ? SUBSCRIPTION_LIMIT : "403_general_message",
    };
  const fields = fieldErrorsOf(error);
  if (status === 400 && Object.keys(fields).length > 0) return fields;
  return { form: "Something went wrong" };
}

/** The new-environment form for super and contract admins; leaving it with changes asks first. */
export function NewEnvironmentDialog({ open, onClose, onCreated }: NewEnvironmentDialogProps) {
  const t = useT();
  const [form, setForm] = useState<NewEnvironmentForm>(EMPTY_NEW_ENVIRONMENT);
  const [errors, setErrors] = useState<NewEnvironmentErrors>({});
  const [confirmClose, setConfirmClose] = useState(false);
  const dirty =
    open &&
    (!!form.name ||
      !!form.description ||
      form.image !== null ||
      form.languages.length > 0 ||
      form.template !== null);

  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });

  const change = <K extends keyof NewEnvironmentForm>(key: K, value: NewEnvironmentForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest);
  };

  const close = () => {
    setForm(EMPTY_NEW_ENVIRONMENT);
    setErrors({});
    setConfirmClose(false);
    onClose();
  };
  const askClose = () => (dirty ? setConfirmClose(true) : close());

  const saving = useSaveMutation({
    save: () =>
      createEnvironment({
        name: form.name.trim(),
        description: form.description.trim(),
        image: form.image,
        languages: form.languages,
        ...(form.template === null ? {} : { template: form.template }),
      }),
    onSaved: (created) => {
      setForm(EMPTY_NEW_ENVIRONMENT);
      onCreated(created.id, form.template);
    },
    // The dialog shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => setErrors(errorsOfFailure(failure)),
  });

  const submit = async () => {
    const found = validateNewEnvironment(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await saving.save();
  };

  return (
    <>
      <FormDialog
        failure={errors.form}
        open={open}
        size="lg"
        closeOnInteractOutside={false}
        title={t("New environment")}
        onClose={askClose}
        onSubmit={submit}
        saving={saving.isPending}
      >
        <EnvironmentIdentityFields
          value={form}
          errors={errors}
          onChange={change}
          onImageError={(message) => setErrors((previous) => ({ ...previous, image: message }))}
        />
        <LanguagesInput
          value={form.languages}
          onChange={(languages) => change("languages", languages)}
          error={errors.languages}
        />
        <TemplateSelect value={form.template} onChange={(template) => change("template", template)} />
      </FormDialog>
      <ConfirmDialog
        open={confirmClose || blocker.status === "blocked"}
        title={t("Confirmation")}
        text={t("You made unsaved changes")}
        confirmLabel={t("Leave page")}
        cancelLabel={t("Continue working")}
        onConfirm={() => {
          if (blocker.status === "blocked") {
            setForm(EMPTY_NEW_ENVIRONMENT);
            blocker.proceed();
            onClose();
          } else close();
        }}
        onCancel={() => {
          setConfirmClose(false);
          blocker.reset?.();
        }}
      />
    </>
  );
}

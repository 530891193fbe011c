import { Link, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { formErrorsOf } from "../../../api/formErrorsOf";
import { FormDialog } from "../../../components/FormDialog";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { createWebhook } from "../api/createWebhook";
import type { WebhookInput } from "../api/Webhook";
import { isHttpAddress } from "../utils/isHttpAddress";
import { SecretNotice } from "./SecretNotice";
import { WebhookFields } from "./WebhookFields";

/** 'New webhook': its fields, then its secret (shown this once) and a link to its page. */
export function NewWebhookDialog({
  environmentId,
  onClose,
  onCreated,
}: {
  environmentId: number;
  onClose: () => void;
  onCreated: () => void;
}) {
  const t = useT();
  const [form, setForm] = useState<WebhookInput>({ name: "", url: "", active: true, events: [] });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSaveMutation({
    save: () =>
      createWebhook(environmentId, {
        ...form,
        name: form.name.trim(),
        url: form.url.trim(),
      }),
    onSaved: (answer) => {
      setCreated({ id: answer.id, secret: answer.secret });
      onCreated();
    },
    // The dialog shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => setErrors(formErrorsOf(failure)),
  });
  const [created, setCreated] = useState<{ id: number; secret: string } | null>(null);

  const submit = async () => {
    const local: Record<string, string> = {};
    if (!form.name.trim()) local.name = "This is a required field";
    if (!form.url.trim()) local.url = "This is a required field";
    else if (!isHttpAddress(form.url.trim()))
      local.url = "Enter a web address starting with http:// or https://";
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    await saving.save();
  };

  return (
    <FormDialog
      failure={errors.form}
      title={t("New webhook")}
      onClose={onClose}
      onSubmit={submit}
      saving={saving.isPending}
      done={created !== null}
    >
      {created ? (
        <Stack gap="4">
          <SecretNotice secret={created.secret} />
          <Link asChild>
            <RouterLink to="/webhook/$id" params={{ id: String(created.id) }}>
              {t("Open the webhook")}
            </RouterLink>
          </Link>
        </Stack>
      ) : (
        <Stack gap="4">
          <WebhookFields environmentId={environmentId} value={form} errors={errors} onChange={setForm} />
        </Stack>
      )}
    </FormDialog>
  );
}

import { Button, Dialog, Link, Portal, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { formErrorsOf } from "../../../api/formErrorsOf";
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

  const submit = async (submitted: FormEvent) => {
    submitted.preventDefault();
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
    <Dialog.Root open onOpenChange={(change) => !change.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={(submitted) => void submit(submitted)} noValidate>
              <Dialog.Header>
                <Dialog.Title>{t("New webhook")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
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
                    {errors.form && <Alert status="danger">{t(errors.form)}</Alert>}
                    <WebhookFields
                      environmentId={environmentId}
                      value={form}
                      errors={errors}
                      onChange={setForm}
                    />
                  </Stack>
                )}
              </Dialog.Body>
              <Dialog.Footer>
                {created ? (
                  <Button onClick={onClose}>{t("Close")}</Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={onClose}>
                      {t("Cancel")}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={saving.isPending}>
                      {t("Save")}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

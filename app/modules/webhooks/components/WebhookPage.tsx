import { Button, Heading, HStack, Link, Spinner, Stack, Text } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate, useParams } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { formErrorsOf } from "../../../api/formErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { deleteWebhook } from "../api/deleteWebhook";
import { getWebhook } from "../api/getWebhook";
import { regenerateSecret } from "../api/regenerateSecret";
import { updateWebhook } from "../api/updateWebhook";
import type { Webhook, WebhookInput } from "../api/Webhook";
import { webhookKeys } from "../api/webhookKeys";
import { isHttpAddress } from "../utils/isHttpAddress";
import { AdminKeyPage } from "./AdminKeyPage";
import { DeliveryLog } from "./DeliveryLog";
import { SecretNotice } from "./SecretNotice";
import { WebhookFields } from "./WebhookFields";

/** /webhook/{id}: a webhook's settings, a new secret, deleting it, and its delivery log with 'Send again'. */
export function WebhookPage() {
  const t = useT();
  const { id } = useParams({ from: "/shell/webhook/$id" });
  const webhookId = Number(id);
  return (
    <AdminKeyPage title={t("Webhook")} credential="kedo.webhooks">
      {(environmentId) => (
        <WebhookDetails key={webhookId} webhookId={webhookId} environmentId={environmentId} />
      )}
    </AdminKeyPage>
  );
}

function WebhookDetails({ webhookId, environmentId }: { webhookId: number; environmentId: number }) {
  const t = useT();
  const webhook = useQuery({ queryKey: webhookKeys.one(webhookId), queryFn: () => getWebhook(webhookId) });
  if (webhook.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (webhook.isError) {
    const status = statusOf(webhook.error);
    return (
      <Alert status="warning">
        {t(
          status === 404 ? "Item not found" : status === 403 ? "403_general_message" : "Something went wrong",
        )}
      </Alert>
    );
  }
  return (
    <Stack gap="6">
      <Link asChild alignSelf="start">
        <RouterLink to="/webhooks">{t("Back to overview")}</RouterLink>
      </Link>
      <WebhookSettings webhook={webhook.data} environmentId={environmentId} />
      <DeliveryLog webhookId={webhookId} />
    </Stack>
  );
}

function WebhookSettings({ webhook, environmentId }: { webhook: Webhook; environmentId: number }) {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form, setForm] = useState<WebhookInput>({
    name: webhook.name,
    url: webhook.url,
    active: webhook.active,
    events: webhook.events,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [secret, setSecret] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<"secret" | "delete" | null>(null);

  const fail = (failure: unknown) => setErrors(formErrorsOf(failure));
  const saving = useSaveMutation({
    save: () =>
      updateWebhook(webhook.id, {
        ...form,
        name: form.name.trim(),
        url: form.url.trim(),
      }),
    onSaved: (saved) => {
      queryClient.setQueryData(webhookKeys.one(webhook.id), saved);
      void queryClient.invalidateQueries({ queryKey: webhookKeys.ofEnvironment(environmentId) });
      toaster.create({ type: "success", title: t("Item has been saved") });
    },
    // The page shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (_fields, failure) => fail(failure),
  });
  const save = async (submitted: FormEvent) => {
    submitted.preventDefault();
    const local: Record<string, string> = {};
    if (!form.name.trim()) local.name = "This is a required field";
    if (!isHttpAddress(form.url.trim())) local.url = "Enter a web address starting with http:// or https://";
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    await saving.save();
  };
  const renew = async () => {
    setConfirming(null);
    try {
      setSecret((await regenerateSecret(webhook.id)).secret);
    } catch (failure) {
      fail(failure);
    }
  };
  const remove = async () => {
    setConfirming(null);
    try {
      await deleteWebhook(webhook.id);
      toaster.create({ type: "success", title: t("Item has been deleted") });
      void queryClient.invalidateQueries({ queryKey: webhookKeys.ofEnvironment(environmentId) });
      await navigate({ to: "/webhooks" });
    } catch (failure) {
      fail(failure);
    }
  };

  return (
    <Stack gap="4" as="section" aria-labelledby="webhook-settings">
      <Heading as="h2" size="md" id="webhook-settings">
        {webhook.name}
      </Heading>
      {webhook.owner && (
        <Text fontSize="sm">
          {t("Payloads hold what this user may see")}: {webhook.owner.username}
        </Text>
      )}
      {secret && <SecretNotice secret={secret} />}
      <form onSubmit={(submitted) => void save(submitted)} noValidate aria-label={t("Webhook")}>
        <Stack gap="4">
          {errors.form && <Alert status="danger">{t(errors.form)}</Alert>}
          <WebhookFields environmentId={environmentId} value={form} errors={errors} onChange={setForm} />
          <HStack wrap="wrap">
            <Button type="submit" colorPalette="teal" loading={saving.isPending}>
              {t("Save")}
            </Button>
            <Button variant="outline" onClick={() => setConfirming("secret")}>
              {t("New secret")}
            </Button>
            <Button variant="outline" colorPalette="red" onClick={() => setConfirming("delete")}>
              {t("Delete")}
            </Button>
          </HStack>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirming !== null}
        title={t("Confirmation")}
        text={
          confirming === "secret"
            ? t("The current secret stops working at once. Continue?")
            : t("Are you sure you want to delete this item?")
        }
        confirmLabel={confirming === "secret" ? t("New secret") : t("Delete")}
        cancelLabel={t("Cancel")}
        onConfirm={() => void (confirming === "secret" ? renew() : remove())}
        onCancel={() => setConfirming(null)}
      />
    </Stack>
  );
}

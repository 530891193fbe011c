import { Alert, Button, Checkbox, Field, HStack, Input, Stack, Textarea } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useBlocker } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import type { EnvironmentDetails } from "../../environment/api/EnvironmentDetails";
import { LogoInput } from "../../environment/components/LogoInput";
import { useMe } from "../../user/hooks/useMe";
import { updateEnvironment } from "../api/updateEnvironment";
import {
  type GenericErrors,
  type GenericForm,
  genericFormOf,
  sameGenericForm,
  validateGenericForm,
} from "../utils/GenericForm";
import { OrderedLanguagesInput } from "./OrderedLanguagesInput";
import { SettingsFrame } from "./SettingsFrame";

/** /environment/edit (Generic): the chosen environment's name, description, logo, state and languages. */
export function GenericPage() {
  return (
    <SettingsFrame title="Generic" credential="kedo.env">
      {(environment) => <GenericEditor key={environment.id} environment={environment} />}
    </SettingsFrame>
  );
}

function GenericEditor({ environment }: { environment: EnvironmentDetails }) {
  const t = useT();
  const me = useMe();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(() => genericFormOf(environment));
  const [form, setForm] = useState(saved);
  const [errors, setErrors] = useState<GenericErrors>({});
  const [pending, setPending] = useState(false);
  const dirty = !sameGenericForm(form, saved);
  // Switching an environment on or off is for super admins and the contract admin who created it.
  const mayToggle =
    !!me.data?.super_admin ||
    (!!me.data?.contract_admin && environment.created_by?.username === me.data.username);

  const blocker = useBlocker({
    shouldBlockFn: () => dirty,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  });

  const change = <K extends keyof GenericForm>(key: K, value: GenericForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateGenericForm(form);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await updateEnvironment(environment.id, {
        name: form.name.trim(),
        description: form.description.trim(),
        languages: form.languages,
        // The logo is sent only when it changed: a new data URL, or null to remove it.
        ...(form.image !== saved.image ? { image: form.image } : {}),
        ...(mayToggle && form.active !== saved.active ? { active: form.active } : {}),
      });
      setSaved(form);
      await queryClient.invalidateQueries({ queryKey: ["environment", environment.id] });
      await queryClient.invalidateQueries({ queryKey: ["environments"] });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    } catch (failure) {
      const fields = fieldErrorsOf(failure);
      setErrors(
        statusOf(failure) === 400 && Object.keys(fields).length > 0
          ? fields
          : { form: statusOf(failure) === 403 ? "403_general_message" : "Something went wrong" },
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("Generic")}>
      <Stack gap="5">
        {errors.form && (
          <Alert.Root status="error">
            <Alert.Indicator />
            <Alert.Title>{t(errors.form)}</Alert.Title>
          </Alert.Root>
        )}
        <Field.Root required invalid={!!errors.name}>
          <Field.Label>
            {t("Name")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Input name="name" value={form.name} onChange={(event) => change("name", event.target.value)} />
          {errors.name && <Field.ErrorText>{t(errors.name)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.description}>
          <Field.Label>
            {t("Description")}
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            name="description"
            rows={3}
            value={form.description}
            onChange={(event) => change("description", event.target.value)}
          />
          {errors.description && <Field.ErrorText>{t(errors.description)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root invalid={!!errors.image}>
          <Field.Label>{t("Logo")}</Field.Label>
          <LogoInput
            value={form.image}
            onChange={(image) => change("image", image)}
            onError={(message) => setErrors((previous) => ({ ...previous, image: message }))}
          />
          <Field.HelperText>{t("A png or jpeg image")}</Field.HelperText>
          {errors.image && <Field.ErrorText>{t(errors.image)}</Field.ErrorText>}
        </Field.Root>
        <Checkbox.Root
          checked={form.active}
          disabled={!mayToggle}
          onCheckedChange={(event) => change("active", event.checked === true)}
        >
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("Active")}</Checkbox.Label>
        </Checkbox.Root>
        <OrderedLanguagesInput
          value={form.languages}
          onChange={(languages) => change("languages", languages)}
          error={errors.languages}
        />
        <HStack>
          <Button type="submit" colorPalette="teal" loading={pending}>
            {t("Save")}
          </Button>
          <Button variant="outline" disabled={!dirty} onClick={() => setForm(saved)}>
            {t("Cancel")}
          </Button>
        </HStack>
      </Stack>
      <ConfirmDialog
        open={blocker.status === "blocked"}
        title={t("Confirmation")}
        text={t("You made unsaved changes")}
        confirmLabel={t("Leave page")}
        cancelLabel={t("Continue working")}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      />
    </form>
  );
}

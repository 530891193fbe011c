import { Field, Fieldset, Input, RadioGroup, SimpleGrid, Stack } from "@chakra-ui/react";
import { useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { generalFailureOf } from "../../../api/formErrorsOf";
import { statusOf } from "../../../api/statusOf";
import { FormDialog } from "../../../components/FormDialog";
import { FormField } from "../../../components/FormField";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import type { RoleDetails } from "../../roles/api/RoleDetails";
import { createUser } from "../api/createUser";
import { EMPTY_NEW_USER, missingNewUserFields, type NewUserForm } from "../utils/NewUserForm";
import { RoleChoices } from "./RoleChoices";

const ACCESS_CHOICES = [
  { value: "invite", label: "Send an invitation mail" },
  { value: "password", label: "Set a first password" },
] as const;

/** Creates a user in the environment with roles and a first password or an invitation mail. */
export function NewUserDialog({
  open,
  environmentId,
  roles,
  bypass,
  onClose,
  onCreated,
}: {
  open: boolean;
  environmentId: number;
  roles: readonly RoleDetails[];
  bypass: boolean;
  onClose: () => void;
  onCreated: (id: number) => void;
}) {
  const t = useT();
  const [form, setForm] = useState<NewUserForm>(EMPTY_NEW_USER);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSaveMutation({
    save: () =>
      createUser({
        username: form.username.trim(),
        email: form.email.trim(),
        profile: { first_name: form.first_name.trim(), last_name: form.last_name.trim() },
        ...(form.access === "password" ? { password: form.password } : { invite: true }),
        environment: environmentId,
        environment_roles: form.roles,
      }),
    onSaved: (created) => {
      setForm(EMPTY_NEW_USER);
      onCreated(created.id);
    },
    // The dialog shows its failures itself: a 400's on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields, failure) => {
      const status = statusOf(failure);
      setErrors(
        status === 400 && Object.keys(fields).length > 0 ? fields : { form: generalFailureOf(failure) },
      );
    },
  });
  const change = <K extends keyof NewUserForm>(key: K, value: NewUserForm[K]) => {
    setForm((previous) => ({ ...previous, [key]: value }));
    setErrors(({ [key]: _, form: __, ...rest }) => rest);
  };
  const close = () => {
    setForm(EMPTY_NEW_USER);
    setErrors({});
    onClose();
  };
  const submit = async () => {
    const missing = missingNewUserFields(form);
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    await saving.save();
  };
  const text = (key: "username" | "email" | "first_name" | "last_name", label: string, type = "text") => (
    <Field.Root required={key === "username" || key === "email"} invalid={!!errors[key]}>
      <Field.Label>
        {t(label)}
        {(key === "username" || key === "email") && <Field.RequiredIndicator />}
      </Field.Label>
      <Input name={key} type={type} value={form[key]} onChange={(event) => change(key, event.target.value)} />
      {errors[key] && <Field.ErrorText>{t(errors[key])}</Field.ErrorText>}
    </Field.Root>
  );
  return (
    <FormDialog
      failure={errors.form}
      open={open}
      size="lg"
      title={t("New user")}
      onClose={close}
      onSubmit={submit}
      saving={saving.isPending}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        {text("username", "Username")}
        {text("email", "Email address", "email")}
        {text("first_name", "First name")}
        {text("last_name", "Last name")}
      </SimpleGrid>
      <Fieldset.Root>
        <Fieldset.Legend>{t("Access")}</Fieldset.Legend>
        <RadioGroup.Root
          value={form.access}
          onValueChange={(event) => change("access", event.value as NewUserForm["access"])}
        >
          <Stack gap="2">
            {ACCESS_CHOICES.map((choice) => (
              <RadioGroup.Item key={choice.value} value={choice.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{t(choice.label)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Fieldset.Root>
      {form.access === "password" && (
        <FormField label={t("Password")} error={errors.password} required>
          <Input
            name="password"
            type="password"
            autoComplete="new-password"
            value={form.password}
            onChange={(event) => change("password", event.target.value)}
          />
        </FormField>
      )}
      {form.access === "invite" && errors.password && <Alert status="danger">{t(errors.password)}</Alert>}
      <RoleChoices
        roles={roles}
        value={form.roles}
        bypass={bypass}
        error={errors.roles}
        onChange={(chosen) => change("roles", chosen)}
      />
    </FormDialog>
  );
}

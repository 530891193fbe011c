import { Button, Field, Input, SimpleGrid, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import type { UserDetails } from "../api/UserDetails";
import { updateProfile } from "../api/updateProfile";
import { userKeys } from "../api/userKeys";

const REQUIRED = "This is a required field";

/** Name (first name, preposition, last name), email address and mobile number. */
export function ProfileDetailsForm({ user }: { user: UserDetails }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [values, setValues] = useState({
    first_name: user.profile?.first_name ?? "",
    preposition: user.profile?.preposition ?? "",
    last_name: user.profile?.last_name ?? "",
    email: user.email ?? "",
    mobile: user.mobile ?? "",
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [name]: event.target.value }));
    setErrors({});
  };

  const saving = useSaveMutation({
    save: () =>
      updateProfile(user.id, {
        profile: {
          first_name: values.first_name.trim(),
          preposition: values.preposition.trim(),
          last_name: values.last_name.trim(),
        },
        email: values.email.trim(),
        mobile: values.mobile.trim() || null,
      }),
    onSaved: async () => {
      await queryClient.invalidateQueries({ queryKey: userKeys.meAll });
      await queryClient.invalidateQueries({ queryKey: userKeys.one(user.id) });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    },
    // The form shows its failures itself: on the fields, else below them.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) =>
      setErrors(Object.keys(fields).length > 0 ? fields : { form: "Something went wrong" }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!values.email.trim()) {
      setErrors({ email: REQUIRED });
      return;
    }
    await saving.save();
  };

  const field = (name: keyof typeof values, label: string, type = "text", autoComplete?: string) => (
    <Field.Root invalid={!!errors[name]} required={name === "email"}>
      <Field.Label>{t(label)}</Field.Label>
      <Input name={name} type={type} autoComplete={autoComplete} value={values[name]} onChange={set(name)} />
      {errors[name] && <Field.ErrorText>{t(errors[name] as string)}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("Personal details")}>
      <Stack gap="3">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="3">
          {field("first_name", "First name", "text", "given-name")}
          {field("preposition", "Preposition", "text", "additional-name")}
          {field("last_name", "Last name", "text", "family-name")}
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
          {field("email", "Email address", "email", "email")}
          {field("mobile", "Mobile number", "tel", "tel")}
        </SimpleGrid>
        {errors.form && (
          <Field.Root invalid>
            <Field.ErrorText>{t(errors.form)}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" loading={saving.isPending} alignSelf="start" colorPalette="teal">
          {t("Save")}
        </Button>
      </Stack>
    </form>
  );
}

import { Button, Field, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { PasswordInput } from "../../session/components/PasswordInput";
import { changeOwnPassword } from "../api/changeOwnPassword";

const REQUIRED = "This is a required field";
const MISMATCH = "Passwords do not match";
const FIELDS = ["old_password", "password", "repeat_password"] as const;
type Name = (typeof FIELDS)[number];
const LABELS: Record<Name, string> = {
  old_password: "Current password",
  password: "New password",
  repeat_password: "Repeat password",
};

/** Change password on the profile: the current one first (spec: old password only on /profile). */
export function OwnPasswordForm() {
  const t = useT();
  const empty = { old_password: "", password: "", repeat_password: "" };
  const [values, setValues] = useState<Record<Name, string>>(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSaveMutation({
    save: () => changeOwnPassword(values.old_password, values.password, values.repeat_password),
    onSaved: () => {
      setValues(empty);
      toaster.create({ type: "success", title: t("Your password has been changed"), duration: 2500 });
    },
    // The form shows its failures itself: on the fields, else below them.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) =>
      setErrors(Object.keys(fields).length > 0 ? fields : { form: "Something went wrong" }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of FIELDS) if (!values[name]) found[name] = REQUIRED;
    if (!found.repeat_password && values.repeat_password !== values.password)
      found.repeat_password = MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await saving.save();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={t("change_password_title")}>
      <Stack gap="3" maxW="sm">
        {FIELDS.map((name) => (
          <Field.Root key={name} required invalid={!!errors[name]}>
            <Field.Label>{t(LABELS[name])}</Field.Label>
            <PasswordInput
              name={name}
              autoComplete={name === "old_password" ? "current-password" : "new-password"}
              value={values[name]}
              onChange={(event) => {
                setValues((current) => ({ ...current, [name]: event.target.value }));
                setErrors({});
              }}
            />
            {errors[name] && <Field.ErrorText>{t(errors[name] as string)}</Field.ErrorText>}
          </Field.Root>
        ))}
        {errors.form && (
          <Field.Root invalid>
            <Field.ErrorText>{t(errors.form)}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" loading={saving.isPending} alignSelf="start">
          {t("Save")}
        </Button>
      </Stack>
    </form>
  );
}

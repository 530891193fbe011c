import { Button, Field, Stack } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { toaster } from "../../../components/toaster";
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
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    for (const name of FIELDS) if (!values[name]) found[name] = REQUIRED;
    if (!found.repeat_password && values.repeat_password !== values.password)
      found.repeat_password = MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await changeOwnPassword(values.old_password, values.password, values.repeat_password);
      setValues(empty);
      toaster.create({ type: "success", title: t("Your password has been changed"), duration: 2500 });
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(Object.keys(fields).length > 0 ? fields : { form: "Something went wrong" });
    } finally {
      setPending(false);
    }
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
        <Button type="submit" loading={pending} alignSelf="start">
          {t("Save")}
        </Button>
      </Stack>
    </form>
  );
}

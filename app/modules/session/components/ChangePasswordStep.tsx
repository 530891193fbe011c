import { Button, Field, Heading, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { changePassword } from "../api/changePassword";
import { PasswordInput } from "./PasswordInput";

const REQUIRED = "This is a required field";
const MISMATCH = "Passwords do not match";

/** The forced update after a login link: the user chooses a new password before going on. */
export function ChangePasswordStep({ onChanged }: { onChanged: () => void }) {
  const t = useT();
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const saving = useSaveMutation({
    save: () => changePassword(password, repeat),
    onSaved: onChanged,
    // The step shows its failures itself: on the fields, else above them.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields, error) =>
      setErrors(
        statusOf(error) === 400 && Object.keys(fields).length > 0 ? fields : { form: "Something went wrong" },
      ),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = REQUIRED;
    if (!repeat) found.repeat_password = REQUIRED;
    else if (repeat !== password) found.repeat_password = MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    await saving.save();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4">
        <Heading as="h1" size="lg">
          {t("change_password_title")}
        </Heading>
        <Text color="fg.muted">{t("change_password_text")}</Text>
        {errors.form && <Alert status="danger">{t(errors.form)}</Alert>}
        <Field.Root required invalid={!!errors.password}>
          <Field.Label>{t("New password")}</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
              setErrors({});
            }}
          />
          {errors.password && <Field.ErrorText>{t(errors.password)}</Field.ErrorText>}
        </Field.Root>
        <Field.Root required invalid={!!errors.repeat_password}>
          <Field.Label>{t("Repeat password")}</Field.Label>
          <PasswordInput
            name="repeat_password"
            autoComplete="new-password"
            value={repeat}
            onChange={(event) => {
              setRepeat(event.target.value);
              setErrors({});
            }}
          />
          {errors.repeat_password && <Field.ErrorText>{t(errors.repeat_password)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" loading={saving.isPending}>
          {t("Save")}
        </Button>
      </Stack>
    </form>
  );
}

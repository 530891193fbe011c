import { Button, Field, Heading, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { fieldErrorsOf } from "../../../api/fieldErrorsOf";
import { statusOf } from "../../../api/statusOf";
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
  const [pending, setPending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Record<string, string> = {};
    if (!password) found.password = REQUIRED;
    if (!repeat) found.repeat_password = REQUIRED;
    else if (repeat !== password) found.repeat_password = MISMATCH;
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    try {
      await changePassword(password, repeat);
      onChanged();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      setErrors(
        statusOf(error) === 400 && Object.keys(fields).length > 0 ? fields : { form: "Something went wrong" },
      );
    } finally {
      setPending(false);
    }
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
        <Button type="submit" loading={pending}>
          {t("Save")}
        </Button>
      </Stack>
    </form>
  );
}

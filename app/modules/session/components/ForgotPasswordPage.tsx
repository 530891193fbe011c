import { Button, Link as ChakraLink, Field, Heading, Input, Stack, Text } from "@chakra-ui/react";
import { useMutation } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useState } from "react";
import { Alert } from "../../../../widgets/theme/Alert";
import { statusOf } from "../../../api/statusOf";
import { useT } from "../../../i18n/useT";
import { forgotPassword } from "../api/forgotPassword";
import { AuthLayout } from "./AuthLayout";

const REQUIRED = "This is a required field";
const EMAIL_FORMAT = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /forgot_password: username and email; on success the user is told to check the mailbox. */
export function ForgotPasswordPage() {
  const t = useT();
  const [username, setUsername] = useState("");
  const [email, setEmail] = useState("");
  const [errors, setErrors] = useState<{ username?: string; email?: string; form?: string }>({});
  // Plain useMutation, not useSaveMutation: the request saves no form, and its refusals are messages in the
  // page, never a toast.
  const request = useMutation({
    mutationFn: () => forgotPassword(username.trim(), email.trim()),
    onError: (error) => {
      const status = statusOf(error);
      setErrors({
        form:
          status === 400
            ? "Incorrect username or email address"
            : status === 429
              ? "Too many failed attempts. Try again later."
              : "Something went wrong",
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!username.trim()) found.username = REQUIRED;
    if (!email.trim()) found.email = REQUIRED;
    else if (!EMAIL_FORMAT.test(email.trim())) found.email = "Enter a valid email address";
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    request.mutate();
  };

  const backLink = (
    <ChakraLink asChild fontSize="sm" alignSelf="center">
      <Link to="/login">{t("Back to login")}</Link>
    </ChakraLink>
  );

  if (request.isSuccess) {
    return (
      <AuthLayout>
        <Stack gap="4">
          <Heading as="h1" size="lg">
            {t("Check your mailbox")}
          </Heading>
          <Text>{t("We have sent you an email with a link to log in.")}</Text>
          {backLink}
        </Stack>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <form onSubmit={submit} noValidate>
        <Stack gap="4">
          <Heading as="h1" size="lg">
            {t("Forgot password?")}
          </Heading>
          {errors.form && <Alert status="danger">{t(errors.form)}</Alert>}
          <Field.Root required invalid={!!errors.username}>
            <Field.Label>{t("Username")}</Field.Label>
            <Input
              name="username"
              autoComplete="username"
              autoFocus
              value={username}
              onChange={(event) => {
                setUsername(event.target.value);
                setErrors({});
              }}
            />
            {errors.username && <Field.ErrorText>{t(errors.username)}</Field.ErrorText>}
          </Field.Root>
          <Field.Root required invalid={!!errors.email}>
            <Field.Label>{t("Email address")}</Field.Label>
            <Input
              name="email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                setErrors({});
              }}
            />
            {errors.email && <Field.ErrorText>{t(errors.email)}</Field.ErrorText>}
          </Field.Root>
          <Button type="submit" loading={request.isPending}>
            {t("Request a new password")}
          </Button>
          {backLink}
        </Stack>
      </form>
    </AuthLayout>
  );
}

import { Button, Link as ChakraLink, Field, Input, Stack } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { type FormEvent, useId } from "react";
import { useT } from "../../../i18n/useT";
import { PasswordInput } from "./PasswordInput";
import { invalidBy, StepError } from "./StepError";

export interface PasswordStepProps {
  username: string;
  password: string;
  error: string | null;
  pending: boolean;
  /** The username of an ended session, which the re-login modal does not let change. */
  usernameLocked?: boolean;
  /** The re-login modal leaves out the forgot-password link and single sign-on. */
  compact?: boolean;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
  onSubmit: () => void;
}

/** The first step of logging in: username and password; Continue waits until both are filled. */
export function PasswordStep(props: PasswordStepProps) {
  const t = useT();
  const errorId = useId();
  const complete = props.username.trim() !== "" && props.password !== "";
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (complete && !props.pending) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <StepError id={errorId} message={props.error} />
      <Stack gap="4">
        <Field.Root required invalid={props.error !== null}>
          <Field.Label>{t("Username")}</Field.Label>
          <Input
            name="username"
            autoComplete="username"
            autoFocus={!props.usernameLocked}
            readOnly={props.usernameLocked}
            value={props.username}
            {...invalidBy(errorId, props.error)}
            onChange={(event) => props.onUsername(event.target.value)}
          />
        </Field.Root>
        <Field.Root required invalid={props.error !== null}>
          <Field.Label>{t("Password")}</Field.Label>
          <PasswordInput
            name="password"
            autoComplete="current-password"
            autoFocus={props.usernameLocked}
            value={props.password}
            {...invalidBy(errorId, props.error)}
            onChange={(event) => props.onPassword(event.target.value)}
          />
        </Field.Root>
        {!props.compact && (
          <ChakraLink asChild alignSelf="flex-end" fontSize="sm">
            <Link to="/forgot_password">{t("Forgot password?")}</Link>
          </ChakraLink>
        )}
        <Button type="submit" disabled={!complete} loading={props.pending}>
          {t("Continue")}
        </Button>
        {!props.compact && (
          <Button variant="outline" onClick={() => window.location.assign("/api/connect/azure")}>
            {t("Log in with Microsoft")}
          </Button>
        )}
      </Stack>
    </form>
  );
}

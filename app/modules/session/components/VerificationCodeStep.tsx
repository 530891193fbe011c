import { Button, Field, Input, Stack, Text } from "@chakra-ui/react";
import { type FormEvent, useId } from "react";
import { typedDigits } from "../../../components/typedDigits";
import { useT } from "../../../i18n/useT";
import { invalidBy, StepError } from "./StepError";

export const CODE_LENGTH = 6;

export interface VerificationCodeStepProps {
  code: string;
  error: string | null;
  pending: boolean;
  onCode: (value: string) => void;
  onSubmit: () => void;
  onBack: () => void;
}

/** The second factor: a code of at most six digits; Verify waits until one is typed. */
export function VerificationCodeStep(props: VerificationCodeStepProps) {
  const t = useT();
  const errorId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (props.code !== "" && !props.pending) props.onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <StepError id={errorId} message={props.error} />
      <Stack gap="4">
        <Text>{t("Enter the 6-digit code from your authenticator app.")}</Text>
        <Field.Root required invalid={props.error !== null}>
          <Field.Label>{t("Verification code")}</Field.Label>
          <Input
            name="code"
            autoFocus
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={props.code}
            {...invalidBy(errorId, props.error)}
            onChange={(event) => props.onCode(typedDigits(event.target, CODE_LENGTH))}
          />
        </Field.Root>
        <Button type="submit" disabled={props.code === ""} loading={props.pending}>
          {t("Verify")}
        </Button>
        <Button variant="ghost" onClick={props.onBack}>
          {t("Back to login")}
        </Button>
      </Stack>
    </form>
  );
}

import { Badge, Box, Button, Code, Field, HStack, Input, Stack, Text } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { LazyBarcode } from "../../../../widgets/barcode/LazyBarcode";
import { toaster } from "../../../components/toaster";
import { typedDigits } from "../../../components/typedDigits";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { changeTwoFactor } from "../api/twoFactor";
import { userKeys } from "../api/userKeys";

/** Spec 1-platform section 5: at most 6 characters, digits only. */
export const CODE_LENGTH = 6;
const REQUIRED = "This is a required field";

type Step = { kind: "idle" } | { kind: "scan"; uri: string; secret: string };

/**
 * The second factor: switched on in two steps (a QR code of the new secret to scan, then a code from the app
 * confirms it), switched off with a current code.
 */
export function TwoFactorSetup({ userId, enabled }: { userId: number; enabled: boolean }) {
  const t = useT();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: "idle" });
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const saving = useSaveMutation({
    save: async (run: () => Promise<void>) => {
      setError(null);
      await run();
    },
    // The failure shows under the code.
    invalidToast: false,
    failureToast: null,
    onFailure: (fields) => setError(fields.code ?? "Something went wrong"),
  });
  const call = (run: () => Promise<void>) => saving.save(run);
  const pending = saving.isPending;

  const start = () =>
    call(async () => {
      const answer = await changeTwoFactor(userId, true);
      if (answer.uri && answer.secret) setStep({ kind: "scan", uri: answer.uri, secret: answer.secret });
      setCode("");
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code) {
      setError(REQUIRED);
      return;
    }
    void call(async () => {
      await changeTwoFactor(userId, !enabled, code);
      setStep({ kind: "idle" });
      setCode("");
      await queryClient.invalidateQueries({ queryKey: userKeys.meAll });
      await queryClient.invalidateQueries({ queryKey: userKeys.one(userId) });
      toaster.create({ type: "success", title: t("Item has been saved"), duration: 2500 });
    });
  };

  const codeForm = (label: string) => (
    <form onSubmit={submit} noValidate>
      <HStack align="end" gap="2" wrap="wrap">
        <Field.Root invalid={!!error} required maxW="48">
          <Field.Label>{t("Verification code")}</Field.Label>
          <Input
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            value={code}
            onChange={(event) => {
              setCode(typedDigits(event.target, CODE_LENGTH));
              setError(null);
            }}
          />
          {error && <Field.ErrorText>{t(error)}</Field.ErrorText>}
        </Field.Root>
        <Button type="submit" loading={pending} disabled={!code}>
          {t(label)}
        </Button>
      </HStack>
    </form>
  );

  if (enabled) {
    return (
      <Stack gap="3">
        <Badge colorPalette="green" alignSelf="start">
          {t("Two-step verification is on")}
        </Badge>
        <Text color="fg.muted">{t("Enter a code from your authenticator app to switch it off.")}</Text>
        {codeForm("Switch off")}
      </Stack>
    );
  }
  if (step.kind === "scan") {
    return (
      <Stack gap="3">
        <Text>{t("Scan this QR code with your authenticator app, then enter the code it shows.")}</Text>
        <Box
          data-testid="two-factor-qr"
          width="200px"
          height="200px"
          css={{ "& svg": { width: "200px", height: "200px", display: "block" } }}
        >
          <LazyBarcode text={step.uri} type="qrcode" />
        </Box>
        <Text fontSize="sm">
          {t("Or enter this key by hand:")} <Code>{step.secret}</Code>
        </Text>
        {codeForm("Switch on")}
        <Button variant="ghost" size="sm" alignSelf="start" onClick={() => setStep({ kind: "idle" })}>
          {t("Cancel")}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      <Text color="fg.muted">{t("Two-step verification is off.")}</Text>
      {error && (
        <Text color="fg.error" role="alert">
          {t(error)}
        </Text>
      )}
      <Button alignSelf="start" loading={pending} onClick={() => void start()}>
        {t("Set up two-step verification")}
      </Button>
    </Stack>
  );
}

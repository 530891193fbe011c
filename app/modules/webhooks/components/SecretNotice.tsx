import { Code, Stack, Text } from "@chakra-ui/react";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";

/** A webhook's secret, shown once: the receiver checks the X-Docket-Signature header with it. */
export function SecretNotice({ secret }: { secret: string }) {
  const t = useT();
  return (
    <Alert
      status="warning"
      description={
        <Stack gap="2" minW="0">
          <Code data-testid="webhook-secret" wordBreak="break-all" whiteSpace="normal">
            {secret}
          </Code>
          <Text fontSize="sm">
            {t(
              "Each delivery carries the header X-Docket-Signature: sha256= and the HMAC-SHA256 of the body with this secret.",
            )}
          </Text>
        </Stack>
      }
    >
      {t("Copy this secret now; it is not shown again.")}
    </Alert>
  );
}

import { Box, Code, Text } from "@chakra-ui/react";
import { LazyBarcode } from "../../../../widgets/barcode/LazyBarcode";
import { useT } from "../../../i18n/useT";
import { VerificationCodeStep, type VerificationCodeStepProps } from "./VerificationCodeStep";

export interface TwoFactorEnrolmentStepProps extends VerificationCodeStepProps {
  secret: string;
  /** The otpauth URI of the secret, drawn as a QR code. */
  uri: string;
}

/**
 * The login of a user whose environment requires two-step verification they have not set up: the new
 * secret as a QR code (and by hand), then the code step, whose code switches it on and logs in.
 */
export function TwoFactorEnrolmentStep({ secret, uri, ...codeStep }: TwoFactorEnrolmentStepProps) {
  const t = useT();
  return (
    <>
      <Text fontWeight="semibold" mb="2">
        {t("Your environment requires two-step verification.")}
      </Text>
      <Text mb="3">{t("Scan this QR code with your authenticator app, then enter the code it shows.")}</Text>
      <Box
        data-testid="two-factor-qr"
        width="200px"
        height="200px"
        mb="2"
        css={{ "& svg": { width: "200px", height: "200px", display: "block" } }}
      >
        <LazyBarcode text={uri} type="qrcode" />
      </Box>
      <Text fontSize="sm" mb="4">
        {t("Or enter this key by hand:")} <Code>{secret}</Code>
      </Text>
      <VerificationCodeStep {...codeStep} />
    </>
  );
}

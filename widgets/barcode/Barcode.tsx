import { Box, Text } from "@chakra-ui/react";
import { useMemo } from "react";
import { t } from "../i18n";
import { drawBarcode, type ImageType } from "./drawBarcode";

/** Names of the symbologies as users know them, for the error text. */
const NAMES: Record<ImageType, string> = { qrcode: "QR code", code128: "Code 128", code39: "Code 39" };

/** A barcode or QR code of a text drawn by bwip-js as SVG; an error text when the text cannot be encoded. */
export function Barcode({ text, type }: { text: string; type: ImageType }) {
  const svg = useMemo(() => drawBarcode(text, type), [text, type]);
  if (svg === undefined) {
    return (
      <Text role="status" data-barcode-error="" textStyle="sm" color="fg.error">
        {t("This value cannot be encoded as {imageType}", { imageType: NAMES[type] })}
      </Text>
    );
  }
  return (
    <Box
      as="span"
      role="img"
      aria-label={`${type}: ${text}`}
      data-barcode={type}
      display="inline-block"
      maxW="full"
      // Never wider than its column; the height follows the width so the code keeps its proportions.
      css={{ "& svg": { display: "block", maxWidth: "100%", height: "auto" } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: bwip-js's SVG holds paths only, never the text
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}

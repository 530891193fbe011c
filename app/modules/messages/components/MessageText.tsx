import { Box, type BoxProps } from "@chakra-ui/react";
import { RICH_TEXT_RULES } from "../../../../widgets/html/sanitizeHtml";
import { useSanitizedHtml } from "../../../../widgets/html/useSanitizedHtml";

/** A message's rich text, sanitised to the rich-text rules: what a sender typed never runs here. */
export function MessageText({ html, ...props }: { html: string } & BoxProps) {
  const clean = { __html: useSanitizedHtml(html, RICH_TEXT_RULES) ?? "" };
  return (
    <Box
      data-message-text=""
      {...props}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the spec's rich-text tags
      dangerouslySetInnerHTML={clean}
    />
  );
}

import { Box, Button } from "@chakra-ui/react";
import { useState } from "react";
import { t } from "../i18n";

interface ReadMoreProps {
  id: string;
  /** The full, sanitised HTML. */
  html: string;
  /** The shortened plain text, or undefined when the whole text is short enough. */
  short: string | undefined;
}

const toggleProps = { variant: "plain", size: "sm", colorPalette: "blue", px: "0", h: "auto" } as const;

/** Rich text shortened with 'Read more' / 'Read less' (spec 4). */
export function ReadMore({ id, html, short }: ReadMoreProps) {
  const [open, setOpen] = useState(false);
  if (short === undefined || open) {
    return (
      <Box id={id}>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: html is sanitised by the caller (sanitizeHtml) */}
        <Box data-rich-text="" dangerouslySetInnerHTML={{ __html: html }} />
        {short !== undefined && (
          <Button type="button" {...toggleProps} onClick={() => setOpen(false)}>
            {t("Read less")}
          </Button>
        )}
      </Box>
    );
  }
  return (
    <Box id={id}>
      <span data-rich-text="">{short}</span>{" "}
      <Button type="button" {...toggleProps} onClick={() => setOpen(true)}>
        {t("Read more")}
      </Button>
    </Box>
  );
}

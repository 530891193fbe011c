import { Box } from "@chakra-ui/react";
import { INFO_TEXT_RULES } from "../html/sanitizeHtml";
import { useSanitizedHtml } from "../html/useSanitizedHtml";
import { t } from "../i18n";

/** An information text, sanitised to the spec's information-text tags (empty until the sanitiser is in). */
export function InfoContent({ html }: { html: string }) {
  const clean = useSanitizedHtml(html, INFO_TEXT_RULES) ?? "";
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the spec's information-text tags
  return <Box data-info-text="" dangerouslySetInnerHTML={{ __html: clean }} />;
}

export interface InfoPopoverProps {
  html: string;
  /** The label of the field it explains: the info button is named by it. */
  label: string;
}

/** The info button's look and name; it names the field, so a list of them is not a row of "Information". */
export const infoButtonProps = (label: string) =>
  ({
    "aria-label":
      label.trim() === "" ? t("Information") : t("Information about {name}", { name: label.trim() }),
    variant: "ghost",
    size: "2xs",
    colorPalette: "blue",
    ms: "1",
    // Drawn, not the ⓘ character, which many system fonts lack.
    children: (
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="14"
        height="14"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <circle cx="12" cy="12" r="9" />
        <path d="M12 11v6M12 7.5v.5" strokeLinecap="round" />
      </svg>
    ),
  }) as const;

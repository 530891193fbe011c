import { Box, IconButton, Popover } from "@chakra-ui/react";
import { INFO_TEXT_RULES, sanitizeHtml } from "../html/sanitizeHtml";
import { t } from "../i18n";

function InfoContent({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised to the spec's information-text tags
  return <Box data-info-text="" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html, INFO_TEXT_RULES) }} />;
}

interface InfoTextProps {
  html: string;
  inline: boolean;
  /** The label of the field it explains: the info button is named by it. */
  label: string;
}

/** An item's information text, sanitised: inline with show_info_direct, else behind an info button. */
export function InfoText({ html, inline, label }: InfoTextProps) {
  if (inline) {
    return (
      <div className="dk-item-info">
        <InfoContent html={html} />
      </div>
    );
  }
  return (
    // Mounted on first open only: a form of many items keeps no hidden popovers in the page.
    <Popover.Root lazyMount unmountOnExit positioning={{ placement: "bottom-start" }}>
      <Popover.Trigger asChild>
        <IconButton
          // Names the field, so a list of info buttons is not a row of identical "Information".
          aria-label={
            label.trim() === "" ? t("Information") : t("Information about {name}", { name: label.trim() })
          }
          variant="ghost"
          size="2xs"
          colorPalette="blue"
          ms="1"
        >
          {/* Drawn, not the ⓘ character, which many system fonts lack. */}
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
        </IconButton>
      </Popover.Trigger>
      <Popover.Positioner>
        <Popover.Content maxW="sm">
          <Popover.Body textStyle="sm" fontWeight="normal">
            <InfoContent html={html} />
          </Popover.Body>
        </Popover.Content>
      </Popover.Positioner>
    </Popover.Root>
  );
}

import { Button, HStack, IconButton, Text } from "@chakra-ui/react";
import { useT } from "../i18n/useT";
import { ChevronLeftIcon } from "./icons/ChevronLeftIcon";
import { ChevronRightIcon } from "./icons/ChevronRightIcon";
import { pageWindow } from "./pageWindow";

export interface PagerProps {
  current: number;
  pages: number;
  onChange: (page: number) => void;
}

/** Previous, a window of page numbers with ellipses, next; nothing when there is one page. */
export function Pager({ current, pages, onChange }: PagerProps) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <HStack as="nav" aria-label={t("Pages")} gap="1" justify="center" wrap="wrap">
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t("Previous page")}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
      >
        <ChevronLeftIcon />
      </IconButton>
      {pageWindow(current, pages).map((slot, index) =>
        slot === "gap" ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity but its place
          <Text key={`gap-${index}`} as="span" px="1" color="fg.muted" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={slot}
            size="sm"
            variant={slot === current ? "solid" : "ghost"}
            aria-current={slot === current ? "page" : undefined}
            aria-label={t("Page {page}", { page: slot })}
            onClick={() => onChange(slot)}
          >
            {slot}
          </Button>
        ),
      )}
      <IconButton
        variant="ghost"
        size="sm"
        aria-label={t("Next page")}
        disabled={current >= pages}
        onClick={() => onChange(current + 1)}
      >
        <ChevronRightIcon />
      </IconButton>
    </HStack>
  );
}

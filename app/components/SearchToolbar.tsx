import { HStack, Input } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../i18n/useT";

export interface SearchToolbarProps {
  value: string;
  onSearch: (value: string) => void;
  /** The page's action (e.g. a "New …" button), at the other end of the row. */
  children?: ReactNode;
  /** The search box's widest size; "sm" unless given. */
  maxW?: "xs" | "sm";
}

/** A list page's top row: a "Search" box and, beside it, the page's action. */
export function SearchToolbar({ value, onSearch, children, maxW = "sm" }: SearchToolbarProps) {
  const t = useT();
  return (
    <HStack justify="space-between" wrap="wrap">
      <Input
        type="search"
        maxW={maxW}
        aria-label={t("Search")}
        placeholder={t("Search")}
        value={value}
        onChange={(event) => onSearch(event.target.value)}
      />
      {children}
    </HStack>
  );
}

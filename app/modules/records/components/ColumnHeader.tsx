import { Button, CloseButton, HStack, Table } from "@chakra-ui/react";
import type { CompiledItem } from "../../../../engine";
import { useT } from "../../../i18n/useT";
import type { ListSort } from "../state/ListState";
import { pinnedCellCss } from "../utils/pinnedColumns";
import { sortKeyOf } from "../utils/sortKeyOf";

export interface ColumnHeaderProps {
  item: CompiledItem;
  sort: ListSort | null;
  onSort: (key: string) => void;
  onClearSort: () => void;
  /** The summary column, pinned while the list scrolls sideways. */
  pinned?: boolean;
}

const ARROWS = { ASC: "▲", DESC: "▼" } as const;

/** A column's title; sortable columns sort on a click (none -> ASC -> DESC) and offer a clear control. */
export function ColumnHeader({ item, sort, onSort, onClearSort, pinned = false }: ColumnHeaderProps) {
  const t = useT();
  const pin = pinned ? { css: pinnedCellCss("summary"), "data-pinned": "summary" } : {};
  if (!item.sortable) return <Table.ColumnHeader {...pin}>{item.label}</Table.ColumnHeader>;
  const key = sortKeyOf(item);
  const active = sort?.key === key ? sort : null;
  return (
    <Table.ColumnHeader
      {...pin}
      aria-sort={active ? (active.order === "ASC" ? "ascending" : "descending") : "none"}
      data-sort-key={key}
    >
      <HStack gap="0.5">
        <Button
          variant="ghost"
          size="xs"
          px="1"
          fontWeight="semibold"
          onClick={() => onSort(key)}
          aria-label={t("Sort by {column}", { column: item.label })}
        >
          {item.label}
          <span aria-hidden="true">{active ? ARROWS[active.order] : "↕"}</span>
        </Button>
        {active && <CloseButton size="2xs" aria-label={t("Clear sorting")} onClick={onClearSort} />}
      </HStack>
    </Table.ColumnHeader>
  );
}

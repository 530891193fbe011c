import { Box, Heading, HStack, IconButton, Spinner, Stack, Text } from "@chakra-ui/react";
import { useDroppable } from "@dnd-kit/core";
import { useRef } from "react";
import type { CompiledItem, CompiledOption, ViewModel } from "../../../../../engine";
import { statusOf } from "../../../../api/statusOf";
import { EyeOffIcon } from "../../../../components/icons/EyeOffIcon";
import { Pager } from "../../../../components/Pager";
import { useT } from "../../../../i18n/useT";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import { ListNotice } from "../../../records/components/ListNotice";
import { ListWidgetEnvironment } from "../../../records/components/ListWidgetEnvironment";
import { useRecordList } from "../../../records/hooks/useRecordList";
import { useVirtualRows } from "../../../records/hooks/useVirtualRows";
import { KanbanCard } from "./KanbanCard";

/** A column's title background when its option has no colour (spec 2 section 9). */
const defaultColor = "#F5F5F5";

export interface KanbanColumnProps {
  option: CompiledOption;
  /** The column's list call (utils/kanbanColumnQuery). */
  query: Record<string, unknown>;
  /** The card view and its items. */
  model: ViewModel;
  items: CompiledItem[];
  /** Whether a card may be dragged (the user may edit it, it is not archived). */
  movable: (record: ListedRecord) => boolean;
  onPage: (page: number) => void;
  onHide: () => void;
  onOpen: (id: number, newWindow: boolean) => void;
}

/**
 * One list option's records: coloured title with the count and a hide button, the cards, a pager. A column
 * longer than useVirtualRows' threshold draws only the cards in view (a page of 50 is drawn whole).
 */
export function KanbanColumn({
  option,
  query,
  model,
  items,
  movable,
  onPage,
  onHide,
  onOpen,
}: KanbanColumnProps) {
  const t = useT();
  const records = useRecordList(query, true);
  const { setNodeRef, isOver } = useDroppable({ id: option.id, data: { option } });
  const pager = records.data?.pager;
  const results = records.data?.results ?? [];
  const cardList = useRef<HTMLDivElement>(null);
  /** A card with two or three values, before it is measured. */
  const cards = useVirtualRows(results.length, cardList, 96);
  return (
    <Stack
      as="section"
      aria-label={option.label}
      data-option-id={option.id}
      ref={setNodeRef}
      gap="2"
      minW="64"
      w="64"
      flexShrink={0}
      p="2"
      rounded="md"
      bg={isOver ? "teal.50" : "bg.subtle"}
      borderWidth="1px"
      borderColor={isOver ? "teal.500" : "border"}
    >
      <HStack bg={option.color || defaultColor} color="gray.900" rounded="sm" px="2" py="1" gap="2">
        <Heading as="h2" size="sm" flex="1" lineClamp={1}>
          {option.label}
        </Heading>
        {pager && (
          <Text fontSize="xs" data-count>
            {pager.items}
          </Text>
        )}
        <IconButton
          size="2xs"
          variant="ghost"
          color="gray.900"
          aria-label={t("Hide {column}", { column: option.label })}
          onClick={onHide}
        >
          <EyeOffIcon />
        </IconButton>
      </HStack>
      {records.error ? (
        <ListNotice
          kind="error"
          expired={statusOf(records.error) === 402}
          onRetry={() => void records.refetch()}
        />
      ) : !records.data ? (
        <Spinner size="sm" role="status" aria-label={t("Loading")} />
      ) : (
        <ListWidgetEnvironment model={model} labels={records.data.labels}>
          <Stack
            ref={cardList}
            // Drawn in part, each card carries its spacing below it, so its measured height includes it.
            gap={cards.on ? "0" : "2"}
            minH="16"
            onFocus={cards.onFocus}
            onBlur={cards.onBlur}
          >
            {cards.slots.map((slot) => {
              if (slot.kind === "gap")
                return <div key={slot.key} aria-hidden="true" style={{ height: slot.height }} />;
              const record = results[slot.index] as ListedRecord;
              const card = (
                <KanbanCard
                  key={record.id}
                  record={record}
                  optionId={option.id}
                  model={model}
                  items={items}
                  movable={movable(record)}
                  onOpen={onOpen}
                />
              );
              if (!cards.on) return card;
              return (
                <Box key={record.id} ref={cards.measure} data-index={slot.index} pb="2">
                  {card}
                </Box>
              );
            })}
          </Stack>
        </ListWidgetEnvironment>
      )}
      {pager && <Pager current={pager.current} pages={pager.pages} onChange={onPage} />}
    </Stack>
  );
}

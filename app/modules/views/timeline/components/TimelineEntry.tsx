import { Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import type { MouseEvent } from "react";
import type { CompiledItem, ViewModel } from "../../../../../engine";
import type { ListedRecord, RecordListAnswer } from "../../../records/api/RecordListAnswer";
import { ListCell } from "../../../records/components/ListCell";
import { ListWidgetEnvironment } from "../../../records/components/ListWidgetEnvironment";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";

const interactive = "a, button, input, select, textarea, label";

export interface TimelineEntryProps {
  record: ListedRecord;
  /** The list model with the timeline date item and the description item. */
  list: ViewModel;
  dateItem: CompiledItem;
  descItem?: CompiledItem;
  /** The custom view's model and this record's values in it, shown instead of the description. */
  custom?: { model: ViewModel; record: ListedRecord | undefined; labels: RecordListAnswer["labels"] };
  onOpen: (record: ListedRecord) => void;
}

/** One point of the timeline: its date, the record's summary and its description or custom view's values. */
export function TimelineEntry({ record, list, dateItem, descItem, custom, onOpen }: TimelineEntryProps) {
  const label = recordLabelOf(record);
  const open = (event: MouseEvent) => {
    // A link inside a value (a linked record, a file) does its own thing.
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(interactive)) return;
    onOpen(record);
  };
  return (
    <Box
      as="li"
      data-record-id={record.id}
      position="relative"
      ps="6"
      pb="4"
      borderStartWidth="2px"
      borderColor="teal.600"
      listStyleType="none"
      _before={{
        content: '""',
        position: "absolute",
        insetStart: "-7px",
        top: "1",
        boxSize: "3",
        rounded: "full",
        bg: "teal.600",
      }}
    >
      <Stack
        gap="1"
        p="3"
        borderWidth="1px"
        rounded="md"
        cursor="pointer"
        bg={record.archived ? "bg.muted" : undefined}
        _hover={{ bg: "bg.subtle" }}
        onClick={open}
      >
        <Box fontSize="sm" color="fg.muted" data-timeline-date="">
          <ListCell model={list} item={dateItem} recordId={record.id} value={record.content[dateItem.id]} />
        </Box>
        <Button
          variant="plain"
          p="0"
          h="auto"
          justifyContent="start"
          fontWeight="semibold"
          onClick={() => onOpen(record)}
        >
          {label}
        </Button>
        {custom ? (
          <ListWidgetEnvironment model={custom.model} labels={custom.labels}>
            <HStack gap="4" wrap="wrap" align="start">
              {custom.model.order.map((itemId) => {
                const item = custom.model.items[itemId] as CompiledItem;
                return (
                  <Stack key={item.id} gap="0">
                    <Text fontSize="xs" color="fg.muted">
                      {item.label}
                    </Text>
                    <ListCell
                      model={custom.model}
                      item={item}
                      recordId={record.id}
                      value={custom.record?.content[item.id]}
                    />
                  </Stack>
                );
              })}
            </HStack>
          </ListWidgetEnvironment>
        ) : (
          descItem && (
            <ListCell model={list} item={descItem} recordId={record.id} value={record.content[descItem.id]} />
          )
        )}
      </Stack>
    </Box>
  );
}

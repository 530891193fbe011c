import { Box, Text } from "@chakra-ui/react";
import type { CompiledItem, ViewModel } from "../../../../../engine";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import { ListCell } from "../../../records/components/ListCell";

export interface CalendarEventContentProps {
  title: string;
  /** The calendar custom view, its items and the record's values in it. */
  custom?: { model: ViewModel; items: CompiledItem[]; record: ListedRecord | undefined };
}

/** What an event shows: its record's summary and, with a custom view, that view's values (list mode). */
export function CalendarEventContent({ title, custom }: CalendarEventContentProps) {
  const record = custom?.record;
  return (
    <Box fontSize="xs">
      <Text fontWeight="semibold" lineClamp={1}>
        {title}
      </Text>
      {custom &&
        record &&
        custom.items.map((item) =>
          record.content[item.id] === undefined ? null : (
            <Box key={item.id} lineClamp={2}>
              <ListCell
                model={custom.model}
                item={item}
                recordId={record.id}
                value={record.content[item.id]}
              />
            </Box>
          ),
        )}
    </Box>
  );
}

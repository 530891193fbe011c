import { Box } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import type { GanttScale } from "../utils/ganttScale";

/** The chart's header: a column per day, week or month of the scale. */
export function GanttScaleHeader({ scale }: { scale: GanttScale }) {
  const t = useT();
  return (
    <Box position="relative" h="6" w={`${scale.days * scale.pxPerDay}px`}>
      {scale.columns.map((column) => (
        <Box
          key={column.key}
          data-scale-column={column.key}
          position="absolute"
          top="0"
          h="full"
          borderStartWidth="1px"
          fontSize="xs"
          fontWeight="normal"
          textAlign="center"
          overflow="hidden"
          whiteSpace="nowrap"
          style={{ left: column.from * scale.pxPerDay, width: column.span * scale.pxPerDay }}
        >
          {column.week !== undefined ? t("Week {week}", { week: column.week }) : column.label}
        </Box>
      ))}
    </Box>
  );
}

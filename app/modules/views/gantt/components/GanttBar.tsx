import { Box } from "@chakra-ui/react";
import { useT } from "../../../../i18n/useT";
import { dayNumber } from "../utils/dayNumber";
import type { GanttScale } from "../utils/ganttScale";
import { progressOf } from "../utils/progressOf";

export interface GanttBarProps {
  scale: GanttScale;
  start?: string;
  end?: string;
  progress: unknown;
  kind: "project" | "task";
  /** The project's or task's name, naming its progress meter. */
  name: string;
}

/** A bar from its start to its end day, filled to its progress: at most full width, red beyond 100. */
export function GanttBar({ scale, start, end, progress, kind, name }: GanttBarProps) {
  const t = useT();
  const width = scale.days * scale.pxPerDay;
  const from = start ? dayNumber(start) : undefined;
  const to = end ? dayNumber(end) : undefined;
  const done = progressOf(progress);
  return (
    <Box position="relative" h="7" w={`${width}px`}>
      {from !== undefined && to !== undefined && to >= from && (
        <Box
          data-gantt-bar=""
          position="absolute"
          top="1"
          h="5"
          rounded="sm"
          overflow="hidden"
          bg={kind === "project" ? "teal.200" : "blue.100"}
          borderWidth="1px"
          borderColor={kind === "project" ? "teal.600" : "blue.500"}
          style={{ left: (from - scale.first) * scale.pxPerDay, width: (to - from + 1) * scale.pxPerDay }}
          title={done ? t("{progress}% done", { progress: done.value }) : undefined}
        >
          {done && (
            <Box
              data-progress={done.value}
              data-over={done.over ? "" : undefined}
              role="meter"
              aria-label={name}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={done.width}
              aria-valuetext={t("{progress}% done", { progress: done.value })}
              h="full"
              bg={done.over ? "red.500" : kind === "project" ? "teal.600" : "blue.500"}
              style={{ width: `${done.width}%` }}
            />
          )}
        </Box>
      )}
    </Box>
  );
}

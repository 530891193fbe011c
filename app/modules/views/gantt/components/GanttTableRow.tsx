import { HStack, IconButton, Table, Text } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { EditIcon } from "../../../../components/icons/EditIcon";
import { useT } from "../../../../i18n/useT";
import { ListCell } from "../../../records/components/ListCell";
import type { GanttFields } from "../utils/GanttFields";
import type { GanttRow } from "../utils/GanttRow";
import type { GanttScale } from "../utils/ganttScale";
import { GanttBar } from "./GanttBar";

export interface GanttTableRowProps {
  row: GanttRow;
  kind: "project" | "task";
  /** The name as shown (tasks cut at 15 characters) and in full. */
  name: string;
  fullName: string;
  fields: GanttFields;
  scale: GanttScale;
  /** The project's expand toggle. */
  toggle?: ReactNode;
  /** Opens the date edit of a task the user may change. */
  onEditDates?: () => void;
}

/** One project or task: name, From, To and Resource through the widgets' list mode, and its bar. */
export function GanttTableRow({
  row,
  kind,
  name,
  fullName,
  fields,
  scale,
  toggle,
  onEditDates,
}: GanttTableRowProps) {
  const t = useT();
  const { record } = row;
  const cell = (item: GanttFields["start"]) =>
    item && (
      <ListCell model={fields.model} item={item} recordId={record.id} value={record.content[item.id]} />
    );
  return (
    <Table.Row data-record-id={record.id} data-kind={kind} bg={kind === "project" ? "bg.subtle" : undefined}>
      <Table.Cell ps={kind === "task" ? "8" : "2"} whiteSpace="nowrap">
        <HStack gap="1">
          {toggle}
          <Text as="span" title={fullName} fontWeight={kind === "project" ? "semibold" : "normal"}>
            {name}
          </Text>
          {onEditDates && (
            <IconButton
              size="2xs"
              variant="ghost"
              aria-label={t("Change dates of {name}", { name: fullName })}
              onClick={onEditDates}
            >
              <EditIcon />
            </IconButton>
          )}
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">{cell(fields.start)}</Table.Cell>
      <Table.Cell whiteSpace="nowrap">{cell(fields.end)}</Table.Cell>
      <Table.Cell>{cell(fields.resource)}</Table.Cell>
      <Table.Cell p="0">
        <GanttBar
          scale={scale}
          start={row.start}
          end={row.end}
          progress={row.progress}
          kind={kind}
          name={fullName}
        />
      </Table.Cell>
    </Table.Row>
  );
}

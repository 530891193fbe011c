import { Box, HStack, IconButton, Link, Stack, Text } from "@chakra-ui/react";
import { useDraggable } from "@dnd-kit/core";
import { CSS } from "@dnd-kit/utilities";
import { Link as RouterLink } from "@tanstack/react-router";
import type { MouseEvent } from "react";
import type { CompiledItem, ViewModel } from "../../../../../engine";
import { useT } from "../../../../i18n/useT";
import type { ListedRecord } from "../../../records/api/RecordListAnswer";
import { ListCell } from "../../../records/components/ListCell";
import { recordLabelOf } from "../../../records/utils/recordLabelOf";
import { MoveIcon } from "./MoveIcon";

const interactive = "a, button, input, select, textarea, label";

export interface KanbanCardProps {
  record: ListedRecord;
  /** The column (list option) the card is in. */
  optionId: number;
  /** The kanban custom view (or the list view) whose items the card shows. */
  model: ViewModel;
  items: CompiledItem[];
  /** The user may edit the record: it can be dragged. */
  movable: boolean;
  /** Opens the record; `newWindow` on a ctrl- or meta-click. */
  onOpen: (id: number, newWindow: boolean) => void;
}

/**
 * A record on the board: its summary (a link to the record) and the card view's values. The whole card
 * drags with the pointer; keyboard users pick it up with its move button (space), so the card itself is no
 * control around the links its values may hold.
 */
export function KanbanCard({ record, optionId, model, items, movable, onOpen }: KanbanCardProps) {
  const t = useT();
  const label = recordLabelOf(record);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, isDragging } = useDraggable({
    id: record.id,
    data: { record, optionId },
    attributes: { roleDescription: t("Card") },
    disabled: !movable,
  });
  const open = (event: MouseEvent) => {
    // A link or button inside the card (the summary, a linked record, a file) does its own thing.
    const target = event.target as HTMLElement;
    if (target !== event.currentTarget && target.closest(interactive)) return;
    onOpen(record.id, event.ctrlKey || event.metaKey);
  };
  return (
    <Box
      ref={setNodeRef}
      data-record-id={record.id}
      {...listeners}
      onClick={open}
      // Links inside the card would start the browser's own drag and end the pointer's.
      onDragStart={(event) => event.preventDefault()}
      transform={CSS.Translate.toString(transform)}
      opacity={isDragging ? 0.6 : 1}
      zIndex={isDragging ? "docked" : undefined}
      position="relative"
      bg={record.archived ? "bg.muted" : "bg"}
      fontStyle={record.archived ? "italic" : undefined}
      borderWidth="1px"
      rounded="md"
      p="2"
      cursor={movable ? "grab" : "pointer"}
      shadow="xs"
      touchAction={movable ? "none" : undefined}
    >
      <HStack justify="space-between" align="start" gap="1" mb="1">
        <Link asChild fontWeight="semibold" fontSize="sm">
          <RouterLink
            to="/contentdossier/$id"
            params={{ id: String(record.id) }}
            onClick={(event) => {
              event.preventDefault();
              onOpen(record.id, event.ctrlKey || event.metaKey);
            }}
          >
            {label}
          </RouterLink>
        </Link>
        {movable && (
          <IconButton
            ref={setActivatorNodeRef}
            {...attributes}
            size="2xs"
            variant="ghost"
            cursor="grab"
            aria-label={t("Move {record}", { record: label })}
          >
            <MoveIcon />
          </IconButton>
        )}
      </HStack>
      <Stack gap="1" fontSize="sm">
        {items.map((item) =>
          record.content[item.id] === undefined ? null : (
            <Box key={item.id}>
              <Text as="span" color="fg.muted" fontSize="xs" me="1.5">
                {item.label}
              </Text>
              <ListCell model={model} item={item} recordId={record.id} value={record.content[item.id]} />
            </Box>
          ),
        )}
      </Stack>
    </Box>
  );
}

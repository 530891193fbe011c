import { Badge, Box, Button, HStack, Text } from "@chakra-ui/react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { useT } from "../../../../i18n/useT";

export interface SortableOptionRowProps {
  id: number;
  label: string;
  /** Hex, or null for the default #F5F5F5. */
  color: string | null;
  isDefault: boolean;
  hidden: boolean;
  onEdit: () => void;
}

/** One option in the base field's list: a handle to drag it (or move it with the keyboard), its badge and Edit. */
export function SortableOptionRow({ id, label, color, isDefault, hidden, onEdit }: SortableOptionRowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <HStack
      as="li"
      ref={setNodeRef}
      data-option-id={id}
      gap="2"
      py="1"
      px="2"
      borderBottomWidth="1px"
      bg={isDragging ? "bg.muted" : "bg"}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <Button
        ref={setActivatorNodeRef}
        size="xs"
        variant="ghost"
        cursor="grab"
        aria-label={t("Move {name}", { name: label })}
        {...attributes}
        {...listeners}
      >
        ⠿
      </Button>
      <Box
        w="4"
        h="4"
        borderRadius="sm"
        borderWidth="1px"
        flexShrink="0"
        style={{ backgroundColor: color ?? "#F5F5F5" }}
      />
      <Text flex="1">{label}</Text>
      {isDefault && <Badge size="sm">{t("Default")}</Badge>}
      {hidden && (
        <Badge size="sm" colorPalette="orange">
          {t("Hidden for some roles")}
        </Badge>
      )}
      <Button
        size="xs"
        variant="outline"
        aria-label={t("Edit list option {name}", { name: label })}
        onClick={onEdit}
      >
        {t("Edit")}
      </Button>
    </HStack>
  );
}

import { Badge, Box, Button, HStack, Link, Stack, Text } from "@chakra-ui/react";
import { useSortable } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import { Link as RouterLink } from "@tanstack/react-router";
import type { DataStructureEntity } from "../../../../schemas";
import { useT } from "../../../i18n/useT";

export interface EntityRowProps {
  entity: DataStructureEntity;
  name: string;
  /** The names of the environment's entities, for the links' targets. */
  names: ReadonlyMap<number, string>;
  /** Moves the entity one place up (-1) or down (1); absent when the user may not change the order. */
  onMove?: (offset: -1 | 1) => void;
  first: boolean;
  last: boolean;
}

/**
 * One entity in the data structure: a handle to drag it (or move it with the keyboard), its name leading to
 * its page, its data fields with their types and its links with their targets, and buttons to move it.
 */
export function EntityRow({ entity, name, names, onMove, first, last }: EntityRowProps) {
  const t = useT();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entity.id, disabled: !onMove });
  const headingId = `datastructure-entity-${entity.id}`;
  return (
    <Box
      as="li"
      ref={setNodeRef}
      aria-labelledby={headingId}
      data-entity-id={entity.id}
      borderWidth="1px"
      borderRadius="md"
      px="3"
      py="2"
      bg={isDragging ? "bg.muted" : "bg"}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <HStack gap="2" align="start">
        {onMove && (
          <Button
            ref={setActivatorNodeRef}
            size="xs"
            variant="ghost"
            cursor="grab"
            aria-label={t("Move {name}", { name })}
            {...attributes}
            {...listeners}
          >
            ⠿
          </Button>
        )}
        <Stack gap="1" flex="1" minW="0">
          <HStack gap="2" wrap="wrap">
            <Link asChild fontWeight="semibold" id={headingId}>
              <RouterLink to="/datastructure/$id" params={{ id: String(entity.id) }}>
                {name}
              </RouterLink>
            </Link>
            {entity.type !== "main" && (
              <Badge size="sm" colorPalette="gray">
                {entity.type === "hidden" ? t("Hidden") : entity.type}
              </Badge>
            )}
          </HStack>
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              {t("Data fields")}:{" "}
            </Text>
            {entity.fields.length === 0
              ? t("No fields found")
              : entity.fields.map((field) => `${field.name} (${field.def_field.type})`).join(", ")}
          </Text>
          <Text fontSize="sm">
            <Text as="span" color="fg.muted">
              {t("Links")}:{" "}
            </Text>
            {entity.links.length === 0
              ? t("No links")
              : entity.links
                  .map((link) =>
                    t("{name} links to {entity}", {
                      name: link.name,
                      entity: names.get(link.child_def_dossier_id) ?? `#${link.child_def_dossier_id}`,
                    }),
                  )
                  .join(", ")}
          </Text>
        </Stack>
        {onMove && (
          <HStack gap="1">
            <Button
              size="xs"
              variant="outline"
              aria-label={t("Move {name} up", { name })}
              aria-disabled={first}
              onClick={() => !first && onMove(-1)}
            >
              ↑
            </Button>
            <Button
              size="xs"
              variant="outline"
              aria-label={t("Move {name} down", { name })}
              aria-disabled={last}
              onClick={() => !last && onMove(1)}
            >
              ↓
            </Button>
          </HStack>
        )}
      </HStack>
    </Box>
  );
}

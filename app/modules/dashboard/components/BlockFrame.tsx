import { Box, Card, HStack, IconButton, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { useT } from "../../../i18n/useT";
import type { Block } from "../api/Block";
import { useLazyVisible } from "../hooks/useLazyVisible";
import { BlockContent } from "./BlockContent";
import { BlockState } from "./BlockState";

/**
 * Class names: the header drags the block while drag and resize are on; controls inside it must not
 * start a drag.
 */
export const BLOCK_CLASSES = { dragHandle: "block-drag-handle", noDrag: "block-no-drag" } as const;

interface BlockFrameProps {
  block: Block;
  title: string;
  dragging: boolean;
  onHide: () => void;
  onEdit?: () => void;
}

/**
 * A block on the grid: its title, hide and edit buttons, and its content once it has been in view a second
 * (a spinner until then, so a block never stands empty while it waits).
 */
export function BlockFrame({ block, title, dragging, onHide, onEdit }: BlockFrameProps) {
  const t = useT();
  const body = useRef<HTMLDivElement>(null);
  const visible = useLazyVisible(body);
  return (
    <Card.Root
      h="100%"
      size="sm"
      overflow="hidden"
      data-block-type={block.type}
      aria-label={title}
      role="region"
    >
      <HStack
        className={BLOCK_CLASSES.dragHandle}
        px="3"
        py="2"
        justify="space-between"
        borderBottomWidth="1px"
        cursor={dragging ? "move" : undefined}
        bg={dragging ? "bg.muted" : undefined}
      >
        <Text fontWeight="semibold" truncate>
          {title}
        </Text>
        <HStack gap="0" className={BLOCK_CLASSES.noDrag}>
          {onEdit && (
            <IconButton
              size="xs"
              variant="ghost"
              aria-label={t("Edit {name}", { name: title })}
              onClick={onEdit}
            >
              ✎
            </IconButton>
          )}
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={t("Hide {name}", { name: title })}
            onClick={onHide}
          >
            ✕
          </IconButton>
        </HStack>
      </HStack>
      <Box ref={body} flex="1" minH="0" overflow="auto" p="3" data-testid={`block-${block.id}`}>
        {visible ? <BlockContent block={block} title={title} /> : <BlockState state="loading" />}
      </Box>
    </Card.Root>
  );
}

import { Box, Stack, Text } from "@chakra-ui/react";
import { Handle, type Node, type NodeProps, Position } from "@xyflow/react";
import type { DataStructureEntity } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { ERD_BOX_PADDING, ERD_HEADER_HEIGHT, ERD_ROW_HEIGHT } from "../utils/erdBoxHeight";

export type ErdEntityNodeData = {
  entity: DataStructureEntity;
  name: string;
  names: ReadonlyMap<number, string>;
};
export type ErdEntityNodeType = Node<ErdEntityNodeData, "entity">;

const hidden = { opacity: 0, pointerEvents: "none" } as const;
const row = { h: `${ERD_ROW_HEIGHT}px`, lineHeight: `${ERD_ROW_HEIGHT}px`, truncate: true } as const;

/**
 * An entity's box in the ERD: its name, then a row per data field (with its type) and per link (with its
 * target). The lines attach to the layout's points, so the handles only satisfy React Flow and stay hidden.
 */
export function ErdEntityNode({ data, width, height }: NodeProps<ErdEntityNodeType>) {
  const t = useT();
  const { entity, name, names } = data;
  return (
    <Box
      w={`${width}px`}
      h={`${height}px`}
      borderWidth="1px"
      borderColor="border.emphasized"
      borderRadius="md"
      bg="bg"
      color="fg"
      shadow="sm"
      cursor="pointer"
      overflow="hidden"
      data-entity-id={entity.id}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} style={hidden} />
      <Box
        h={`${ERD_HEADER_HEIGHT}px`}
        px="3"
        display="flex"
        alignItems="center"
        borderBottomWidth="1px"
        bg="teal.subtle"
        fontWeight="semibold"
        truncate
      >
        {name}
      </Box>
      <Stack as="ul" gap="0" listStyleType="none" ms="0" px="3" py={`${ERD_BOX_PADDING / 2}px`} fontSize="sm">
        {entity.fields.map((field) => (
          <Text as="li" key={`f${field.id}`} {...row}>
            {field.name}{" "}
            <Text as="span" color="fg.muted" fontSize="xs">
              {field.def_field.type}
            </Text>
          </Text>
        ))}
        {entity.links.map((link) => (
          <Text as="li" key={`l${link.id}`} {...row} color="teal.fg">
            {t("{name} links to {entity}", {
              name: link.name,
              entity: names.get(link.child_def_dossier_id) ?? `#${link.child_def_dossier_id}`,
            })}
          </Text>
        ))}
        {entity.fields.length + entity.links.length === 0 && (
          <Text as="li" {...row} color="fg.muted">
            {t("No fields found")}
          </Text>
        )}
      </Stack>
      <Handle type="source" position={Position.Right} isConnectable={false} style={hidden} />
    </Box>
  );
}

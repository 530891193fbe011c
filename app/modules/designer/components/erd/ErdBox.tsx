import { Box, Link as ChakraLink, Stack, Text } from "@chakra-ui/react";
import { Link } from "@tanstack/react-router";
import { useT } from "../../../../i18n/useT";
import type { ErdEntity } from "./ErdEntity";

export interface ErdBoxProps {
  box: ErdEntity;
  /** The names of the entities, for the links' targets. */
  names: Map<number, string>;
  current: boolean;
}

/** An entity's box: its name links to its field designer; then its data fields and its links. */
export function ErdBox({ box, names, current }: ErdBoxProps) {
  const t = useT();
  const headingId = `erd-entity-${box.id}`;
  return (
    <Box
      as="section"
      aria-labelledby={headingId}
      position="absolute"
      left={`${box.x}px`}
      top={`${box.y}px`}
      w={`${box.width}px`}
      minH={`${box.height}px`}
      borderWidth={current ? "2px" : "1px"}
      borderColor={current ? "teal.solid" : "border"}
      borderRadius="md"
      bg="bg"
      shadow="sm"
      data-entity-id={box.id}
    >
      <Box px="3" py="2" borderBottomWidth="1px" bg="bg.muted" borderTopRadius="md">
        <ChakraLink asChild fontWeight="semibold" id={headingId}>
          <Link
            to="/fieldeditor/$id"
            params={{ id: String(box.id) }}
            {...(current ? { "aria-current": "page" as const } : {})}
          >
            {box.name}
          </Link>
        </ChakraLink>
      </Box>
      <Stack as="ul" gap="0" listStyleType="none" ms="0" px="3" py="1" fontSize="sm">
        {box.fields.map((field) => (
          <Text as="li" key={`f${field.id}`} truncate>
            {field.name}{" "}
            <Text as="span" color="fg.muted" fontSize="xs">
              {field.type}
            </Text>
          </Text>
        ))}
        {box.links.map((link) => (
          <Text as="li" key={`l${link.id}`} truncate>
            {t("{name} links to {entity}", {
              name: link.name,
              entity: names.get(link.childId) ?? `#${link.childId}`,
            })}
          </Text>
        ))}
        {box.fields.length + box.links.length === 0 && (
          <Text as="li" color="fg.muted">
            {t("No fields found")}
          </Text>
        )}
      </Stack>
    </Box>
  );
}

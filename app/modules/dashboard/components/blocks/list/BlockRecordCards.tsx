import { Box, Card, HStack, Image, Stack, Text } from "@chakra-ui/react";
import type { Block } from "../../../api/Block";
import { isYes } from "../../../utils/blockTitle";
import { type ListAnswer, valueFor } from "./listAnswer";
import { RecordLink } from "./RecordLink";

/** The block's records as cards (default, carousel, person, list variant) or a timeline. */
export function BlockRecordCards({ block, answer }: { block: Block; answer: ListAnswer }) {
  const options = block.settings.templateOptions ?? {};
  const template = block.settings.template ?? "cardDefault";
  const horizontal = template === "cardCarousel" || isYes(block.settings.carousel);
  const cards = answer.results.map((record) => {
    const title =
      valueFor(record, answer.items, options.title ?? options.name) ?? record.summary ?? String(record.id);
    const picture = valueFor(record, answer.items, options.picture);
    const date = valueFor(record, answer.items, options.date ?? options.start);
    const subtitle = valueFor(record, answer.items, options.subtitle ?? options.location);
    const description = valueFor(record, answer.items, options.description);
    return { record, title, picture, date, subtitle, description };
  });
  if (template === "cardTimeline")
    return (
      <Stack gap="2" borderStartWidth="2px" borderColor="teal.500" ps="3" data-layout="timeline">
        {cards.map((card) => (
          <Box key={card.record.id}>
            {card.date && (
              <Text fontSize="xs" color="fg.muted">
                {card.date}
              </Text>
            )}
            <RecordLink record={card.record}>{card.title}</RecordLink>
            {card.description && <Text fontSize="sm">{card.description}</Text>}
          </Box>
        ))}
      </Stack>
    );
  return (
    <HStack
      align="stretch"
      gap="3"
      wrap={horizontal ? "nowrap" : "wrap"}
      overflowX={horizontal ? "auto" : undefined}
      data-layout={template}
    >
      {cards.map((card) => (
        <Card.Root
          key={card.record.id}
          size="sm"
          width={template === "list" || template === "cardListVariant" ? "100%" : "220px"}
          flexShrink={0}
        >
          {card.picture && template !== "cardPerson" && (
            <Image src={card.picture} alt="" maxH="100px" objectFit="cover" />
          )}
          <Card.Body gap="1">
            <HStack>
              {template === "cardPerson" && (
                <Box
                  borderRadius="full"
                  bg="teal.600"
                  color="white"
                  w="8"
                  h="8"
                  display="grid"
                  placeItems="center"
                  aria-hidden
                >
                  {card.title.slice(0, 1).toUpperCase()}
                </Box>
              )}
              <Card.Title fontSize="sm">
                <RecordLink record={card.record}>{card.title}</RecordLink>
              </Card.Title>
            </HStack>
            {card.subtitle && (
              <Text fontSize="xs" color="fg.muted">
                {card.subtitle}
              </Text>
            )}
            {card.date && <Text fontSize="xs">{card.date}</Text>}
            {card.description && <Card.Description>{card.description}</Card.Description>}
          </Card.Body>
        </Card.Root>
      ))}
    </HStack>
  );
}

import { Box, Button, Card, HStack, Image, Link, Stack, Table, Tabs, Text } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import { listRecords } from "../../../records/api/listRecords";
import type { ListedRecord, RecordListAnswer } from "../../../records/api/RecordListAnswer";
import type { Block } from "../../api/Block";
import { useDashboard } from "../../hooks/useBlockData";
import { isYes } from "../../utils/blockTitle";
import { BlockState } from "../BlockState";

interface ListItem {
  id: number;
  key: string;
  label: string;
  type: string;
  sortable: boolean;
}
type Listed = ListedRecord & { formatted?: Record<string, string> };
type ListAnswer = Omit<RecordListAnswer, "results"> & { items: ListItem[]; results: Listed[] };

/** The tabs of a list block: its tab queries, else its own query alone. */
function tabsOf(block: Block): { query: string | null; title: string }[] {
  const tabs = (block.settings.tab_queries ?? []).filter(
    (tab) => tab.query !== null && tab.query !== undefined,
  );
  if (tabs.length > 0) return tabs.map((tab) => ({ query: String(tab.query), title: tab.title ?? "" }));
  return [{ query: block.dossierQuery === null ? null : String(block.dossierQuery), title: "" }];
}

/** A value of the record for a data field the card template names, as the list formatted it. */
function valueFor(
  record: Listed,
  items: readonly ListItem[],
  dataField: number | null | undefined,
): string | undefined {
  if (!dataField) return undefined;
  const item = items.find((i) => i.key === `f${dataField}`);
  if (!item) return undefined;
  const text = record.formatted?.[item.id];
  return text === undefined || text === "" ? undefined : text;
}

function RecordLink({ record, children }: { record: Listed; children: React.ReactNode }) {
  return (
    <Link asChild>
      <RouterLink to="/contentdossier/$id" params={{ id: String(record.id) }}>
        {children}
      </RouterLink>
    </Link>
  );
}

function RecordTable({ answer, title }: { answer: ListAnswer; title: string }) {
  const items = answer.items;
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label={title}>
        <Table.Header>
          <Table.Row>
            {items.map((item) => (
              <Table.ColumnHeader key={item.id}>{item.label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {answer.results.map((record) => (
            <Table.Row key={record.id}>
              {items.map((item, index) => (
                <Table.Cell key={item.id}>
                  {index === 0 ? (
                    <RecordLink record={record}>
                      {record.formatted?.[item.id] || record.summary || record.id}
                    </RecordLink>
                  ) : (
                    record.formatted?.[item.id]
                  )}
                </Table.Cell>
              ))}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** Cards (default, carousel, person, list variant), a timeline or a calendar agenda of the records. */
function RecordCards({ block, answer }: { block: Block; answer: ListAnswer }) {
  const options = block.settings.templateOptions ?? {};
  const template = block.settings.template ?? "cardDefault";
  const calendar = block.settings.layout === "calendar";
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
  if (template === "cardTimeline" || calendar)
    return (
      <Stack
        gap="2"
        borderStartWidth="2px"
        borderColor="teal.500"
        ps="3"
        data-layout={calendar ? "calendar" : "timeline"}
      >
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

function RecordsOfTab({ block, query, title }: { block: Block; query: string | null; title: string }) {
  const { refreshMs } = useDashboard();
  const [sortItem, setSortItem] = useState<number | null>(null);
  const sort = block.settings.sort;
  const params: Record<string, unknown> = {
    defDossier: block.defDossier,
    limit: block.settings.limit ?? 10,
    page: 1,
    formatted: 1,
    ...(query ? { dossierQuery: query } : {}),
    ...(sortItem !== null ? { "sort[]": [sortItem], "sortOrder[]": [sort?.order ?? "ASC"] } : {}),
  };
  const list = useQuery({
    queryKey: ["recordList", params],
    queryFn: async () => {
      const answer = (await listRecords(params)) as ListAnswer;
      // The block names its sort by data field; the list sorts by the item showing it.
      const item = sort?.dddfId
        ? answer.items.find((i) => i.key === `f${sort.dddfId}` && i.sortable)
        : undefined;
      if (item && sortItem === null) setSortItem(item.id);
      return answer;
    },
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
  if (list.isPending) return <BlockState state="loading" />;
  if (list.isError) return <BlockState state="error" />;
  if (list.data.results.length === 0) return <BlockState state="empty" />;
  return block.settings.layout === "cards" || block.settings.layout === "calendar" ? (
    <RecordCards block={block} answer={list.data} />
  ) : (
    <RecordTable answer={list.data} title={title} />
  );
}

/** dashboard: tabbed lists of the block's entity, one tab per tab query, with an add button when asked. */
export function ListBlock({ block, title }: { block: Block; title: string }) {
  const t = useT();
  const tabs = tabsOf(block);
  const [tab, setTab] = useState("0");
  if (block.defDossier === null) return <BlockState state="empty" />;
  const add = isYes(block.settings.show_add) && (
    <Button asChild size="xs" variant="outline">
      <RouterLink to="/contentdossier/create/$id" params={{ id: String(block.defDossier) }}>
        {t("Add")}
      </RouterLink>
    </Button>
  );
  if (tabs.length === 1)
    return (
      <Stack gap="2">
        {add && <HStack justify="flex-end">{add}</HStack>}
        <RecordsOfTab block={block} query={tabs[0]?.query ?? null} title={title} />
      </Stack>
    );
  return (
    <Tabs.Root value={tab} onValueChange={(event) => setTab(event.value)} size="sm" lazyMount>
      <HStack justify="space-between">
        <Tabs.List>
          {tabs.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: tabs have no id; their place is who they are
            <Tabs.Trigger key={`${entry.query}-${index}`} value={String(index)}>
              {entry.title || `${index + 1}`}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {add}
      </HStack>
      {tabs.map((entry, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: tabs have no id; their place is who they are
        <Tabs.Content key={`${entry.query}-${index}`} value={String(index)}>
          <RecordsOfTab block={block} query={entry.query} title={entry.title || title} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}

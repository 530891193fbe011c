import { Accordion, Box, Button, HStack, Stack, Text } from "@chakra-ui/react";
import { useState } from "react";
import { useT } from "../../../../i18n/useT";
import type { Block } from "../../api/Block";
import { useDashboard } from "../../hooks/useBlockData";
import { blockTitle } from "../../utils/blockTitle";

/** What a child block shows: handed in by BlockContent, which draws every type (containers too). */
type ChildContent = (props: { block: Block; title: string }) => React.ReactNode;

function Child({ block, Content }: { block: Block; Content: ChildContent }) {
  const { locale } = useDashboard();
  const title = blockTitle(block, locale);
  return (
    <Stack gap="1" flex="1" minW="0" h="100%" data-block-type={block.type}>
      <Text fontWeight="semibold" fontSize="sm">
        {title}
      </Text>
      <Box flex="1" minH="160px">
        <Content block={block} title={title} />
      </Box>
    </Stack>
  );
}

/** block_container: its children side by side, one below the other, one at a time, or as an accordion. */
export function ContainerBlock({ block, Content }: { block: Block; Content: ChildContent }) {
  const t = useT();
  const { locale } = useDashboard();
  const [current, setCurrent] = useState(0);
  const children = block.children;
  const layout = block.settings.layout ?? "horizontal";
  if (children.length === 0) return null;
  if (layout === "accordion")
    return (
      <Accordion.Root collapsible defaultValue={[String(children[0]?.id)]} lazyMount>
        {children.map((child) => (
          <Accordion.Item key={child.id} value={String(child.id)}>
            <Accordion.ItemTrigger>
              {blockTitle(child, locale)}
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody minH="200px">
                <Content block={child} title={blockTitle(child, locale)} />
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    );
  if (layout === "carousel") {
    const shown = children[current % children.length] as Block;
    return (
      <Stack h="100%">
        <HStack justify="space-between">
          <Button
            size="xs"
            variant="ghost"
            onClick={() => setCurrent((current + children.length - 1) % children.length)}
          >
            {t("Previous")}
          </Button>
          <Text fontSize="xs">
            {(current % children.length) + 1} / {children.length}
          </Text>
          <Button size="xs" variant="ghost" onClick={() => setCurrent((current + 1) % children.length)}>
            {t("Next")}
          </Button>
        </HStack>
        <Child key={shown.id} block={shown} Content={Content} />
      </Stack>
    );
  }
  return (
    <Stack direction={layout === "vertical" ? "column" : { base: "column", md: "row" }} gap="4" h="100%">
      {children.map((child) => (
        <Child key={child.id} block={child} Content={Content} />
      ))}
    </Stack>
  );
}

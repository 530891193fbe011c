import { Button, Heading, HStack, Link, Stack, Table } from "@chakra-ui/react";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link as RouterLink, useNavigate, useParams } from "@tanstack/react-router";
import { useState } from "react";
import { useT } from "../../../i18n/useT";
import { useContentLocale } from "../../environment/hooks/useContentLocale";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { NoEnvironment } from "../../messages/components/NoEnvironment";
import type { Block } from "../api/Block";
import { dashboardKeys } from "../api/dashboardKeys";
import { getBlock } from "../api/getBlock";
import { listBlocks } from "../api/listBlocks";
import { blockTitle } from "../utils/blockTitle";
import { BLOCK_TYPE_LABELS, BlockModal } from "./BlockModal";
import { BlockState } from "./BlockState";

/** Every block with its children after it, indented. */
function flatten(blocks: readonly Block[], depth = 0): { block: Block; depth: number }[] {
  return blocks.flatMap((block) => [{ block, depth }, ...flatten(block.children, depth + 1)]);
}

/** /blocks and /blocks/{id}: the environment's blocks, and the block modal for one of them or a new one. */
export function BlocksPage({ blockId }: { blockId?: number }) {
  const t = useT();
  const environmentId = useCurrentEnvironmentId();
  const locale = useContentLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState(false);
  const blocks = useQuery({
    queryKey: dashboardKeys.allBlocks(environmentId),
    queryFn: () => listBlocks({ environment: environmentId as number }),
    enabled: environmentId !== null,
  });
  const editing = useQuery({
    queryKey: dashboardKeys.block(blockId),
    queryFn: () => getBlock(blockId as number),
    enabled: blockId !== undefined && blockId > 0,
  });
  if (environmentId === null) return <NoEnvironment />;
  const reload = () =>
    void queryClient.invalidateQueries({ queryKey: dashboardKeys.ofEnvironment(environmentId) });
  const rows = flatten(blocks.data?.results ?? []);
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Heading as="h1" size="xl">
          {t("Blocks")}
        </Heading>
        <Button size="sm" colorPalette="teal" onClick={() => setAdding(true)}>
          {t("Add block")}
        </Button>
      </HStack>
      {blocks.isPending && <BlockState state="loading" />}
      {blocks.isError && <BlockState state="error" />}
      {blocks.isSuccess && rows.length === 0 && <BlockState state="empty" />}
      {rows.length > 0 && (
        <Table.Root size="sm" aria-label={t("Blocks")}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t("Title")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Type")}</Table.ColumnHeader>
              <Table.ColumnHeader>{t("Show on the dashboard")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map(({ block, depth }) => (
              <Table.Row key={block.id}>
                <Table.Cell ps={`${depth * 6 + 2}`}>
                  <Link asChild>
                    <RouterLink to="/blocks/$id" params={{ id: String(block.id) }}>
                      {blockTitle(block, locale) || String(block.id)}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{t(BLOCK_TYPE_LABELS[block.type])}</Table.Cell>
                <Table.Cell>{block.dashboard ? t("Yes") : t("No")}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {adding && (
        <BlockModal environmentId={environmentId} onClose={() => setAdding(false)} onSaved={reload} />
      )}
      {editing.data && (
        <BlockModal
          key={editing.data.id}
          environmentId={environmentId}
          block={editing.data}
          onClose={() => void navigate({ to: "/blocks" })}
          onSaved={() => {
            reload();
            void queryClient.invalidateQueries({ queryKey: dashboardKeys.block(blockId) });
          }}
        />
      )}
    </Stack>
  );
}

/** /blocks/{id}: the list with the block modal open on that block. */
export function BlockEditPage() {
  const { id } = useParams({ from: "/shell/blocks/$id" });
  return <BlocksPage blockId={Number(id)} />;
}

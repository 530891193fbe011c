import { Button, HStack, Stack, Tabs } from "@chakra-ui/react";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Link as RouterLink } from "@tanstack/react-router";
import { lazy, Suspense, useState } from "react";
import { useT } from "../../../../i18n/useT";
import { listRecords } from "../../../records/api/listRecords";
import { recordListKeys } from "../../../records/api/recordListKeys";
import type { Block } from "../../api/Block";
import { useDashboard } from "../../hooks/useBlockData";
import { isYes } from "../../utils/blockTitle";
import { BlockState } from "../BlockState";
import { BlockQuickEdit } from "./list/BlockQuickEdit";
import { BlockRecordCards } from "./list/BlockRecordCards";
import { BlockRecordTable } from "./list/BlockRecordTable";
import type { ListAnswer, Listed } from "./list/listAnswer";

const BlockCalendar = lazy(() => import("./list/BlockCalendar"));

/** The tabs of a list block: its tab queries, else its own query alone. */
function tabsOf(block: Block): { query: string | null; title: string }[] {
  const tabs = (block.settings.tab_queries ?? []).filter(
    (tab) => tab.query !== null && tab.query !== undefined,
  );
  if (tabs.length > 0) return tabs.map((tab) => ({ query: String(tab.query), title: tab.title ?? "" }));
  return [{ query: block.dossierQuery === null ? null : String(block.dossierQuery), title: "" }];
}

function RecordsOfTab({ block, query, title }: { block: Block; query: string | null; title: string }) {
  const { refreshMs } = useDashboard();
  const [sortItem, setSortItem] = useState<number | null>(null);
  const [editing, setEditing] = useState<Listed | null>(null);
  const entityId = block.defDossier as number;
  const inlineEdit = isYes(block.settings.inline_edit);
  const sort = block.settings.sort;
  const params: Record<string, unknown> = {
    defDossier: entityId,
    limit: block.settings.limit ?? 10,
    page: 1,
    formatted: 1,
    ...(block.settings.view_name ? { view: block.settings.view_name } : {}),
    // The quick edit names linked records, users and files by these labels.
    ...(inlineEdit ? { labels: 1 } : {}),
    ...(query ? { dossierQuery: query } : {}),
    ...(sortItem !== null ? { "sort[]": [sortItem], "sortOrder[]": [sort?.order ?? "ASC"] } : {}),
  };
  const list = useQuery({
    queryKey: recordListKeys.list(params),
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
  const layout = block.settings.layout;
  if (list.data.results.length === 0 && layout !== "calendar") return <BlockState state="empty" />;
  const onEdit = inlineEdit ? setEditing : undefined;
  return (
    <>
      {layout === "calendar" ? (
        <Suspense fallback={<BlockState state="loading" />}>
          <BlockCalendar block={block} answer={list.data} onEdit={onEdit} />
        </Suspense>
      ) : layout === "cards" ? (
        <BlockRecordCards block={block} answer={list.data} />
      ) : (
        <BlockRecordTable answer={list.data} title={title} onEdit={onEdit} />
      )}
      {editing && (
        <BlockQuickEdit
          entityId={entityId}
          record={editing}
          labels={list.data.labels}
          onClose={() => setEditing(null)}
        />
      )}
    </>
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

import { Box, Button, Spinner, Stack } from "@chakra-ui/react";
import { useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { type CompiledItem, compile, type ViewModel } from "../../../../../engine";
import { Alert } from "../../../../../widgets/theme/Alert";
import { statusOf } from "../../../../api/statusOf";
import { useT } from "../../../../i18n/useT";
import type { ListedRecord, RecordListAnswer } from "../../../records/api/RecordListAnswer";
import { recordListKeys } from "../../../records/api/recordListKeys";
import { ListNotice } from "../../../records/components/ListNotice";
import { ListWidgetEnvironment } from "../../../records/components/ListWidgetEnvironment";
import { QuickEditDialog } from "../../../records/components/QuickEditDialog";
import { useEntityCredentials } from "../../../records/hooks/useEntityCredentials";
import { useViewModel } from "../../../records/hooks/useViewModel";
import type { RecordViewProps } from "../../RecordViewProps";
import { useTimeline } from "../hooks/useTimeline";
import { TimelineEntry } from "./TimelineEntry";

const idOf = (value: unknown) => (typeof value === "number" ? value : undefined);

/**
 * The records on a vertical timeline (spec 2, timeline): newest first on the entity's timeline_field, each
 * entry with its date, summary and the timeline_desc_field or the timeline_custom_view's values, all
 * formatted by the widgets' list mode; pages come from the server one at a time ('Load more'); an entry
 * opens the quick edit modal.
 */
export function TimelineView({ entityId, embedded }: RecordViewProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const list = useViewModel(entityId, "list");
  const credentials = useEntityCredentials(entityId);
  const [opened, setOpened] = useState<{ record: ListedRecord; labels: RecordListAnswer["labels"] } | null>(
    null,
  );
  const settings = list.model?.entity.settings ?? {};
  const dateItem = list.model?.items[String(idOf(settings.timeline_field))];
  const descItem = list.model?.items[String(idOf(settings.timeline_desc_field))];
  const customView =
    typeof settings.timeline_custom_view === "string" && settings.timeline_custom_view
      ? settings.timeline_custom_view
      : undefined;
  const customModel = useMemo<ViewModel | undefined>(
    () => (list.data && customView ? compile(list.data, customView) : undefined),
    [list.data, customView],
  );
  const pages = useTimeline({
    entityId,
    timelineField: dateItem?.id,
    customView: customModel ? customView : undefined,
    embedded,
  });

  if (list.isPending) return <Spinner role="status" aria-label={t("Loading")} />;
  if (list.error || !list.model) return <ListNotice kind="error" onRetry={() => void list.refetch()} />;
  if (!dateItem) {
    return <Alert status="warning">{t("Contact your administrator, no timeline field set.")}</Alert>;
  }
  if (pages.error) {
    return (
      <ListNotice kind="error" expired={statusOf(pages.error) === 402} onRetry={() => void pages.refetch()} />
    );
  }
  if (!pages.data) return <Spinner role="status" aria-label={t("Loading")} />;

  const model = list.model;
  const admin = list.data?.context.admin === true;
  const mayEdit = admin || (credentials.data ?? []).includes("edit");
  const empty = pages.data.pages.every((page) => page.records.length === 0);

  return (
    <Stack gap="3">
      {empty ? (
        <ListNotice kind="empty" />
      ) : (
        <Box as="ol" aria-label={t("Timeline")} ms="2">
          {pages.data.pages.map((page) => (
            <ListWidgetEnvironment key={page.pager.current} model={model} labels={page.labels}>
              {page.records.map((record) => (
                <TimelineEntry
                  key={record.id}
                  record={record}
                  list={model}
                  dateItem={dateItem as CompiledItem}
                  {...(descItem ? { descItem } : {})}
                  {...(customModel && page.custom
                    ? {
                        custom: {
                          model: customModel,
                          record: page.custom.byRecord.get(record.id),
                          labels: page.custom.labels,
                        },
                      }
                    : {})}
                  onOpen={(chosen) => setOpened({ record: chosen, labels: page.labels })}
                />
              ))}
            </ListWidgetEnvironment>
          ))}
        </Box>
      )}
      {pages.hasNextPage && (
        <Button
          alignSelf="center"
          variant="outline"
          size="sm"
          loading={pages.isFetchingNextPage}
          onClick={() => void pages.fetchNextPage()}
        >
          {t("Load more")}
        </Button>
      )}
      {opened && (
        <QuickEditDialog
          entityId={entityId}
          record={opened.record}
          canEdit={mayEdit && !opened.record.archived}
          labels={opened.labels}
          onClose={() => setOpened(null)}
          onSaved={() => void queryClient.invalidateQueries({ queryKey: recordListKeys.all })}
        />
      )}
    </Stack>
  );
}

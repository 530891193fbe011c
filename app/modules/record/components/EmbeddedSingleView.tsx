import { Link, Spinner, Stack } from "@chakra-ui/react";
import { Link as RouterLink } from "@tanstack/react-router";
import { useMemo } from "react";
import type { CompiledItem } from "../../../../engine";
import { DocketForm } from "../../../../widgets/form/DocketForm";
import { Alert } from "../../../../widgets/theme/Alert";
import { useT } from "../../../i18n/useT";
import { ListNotice } from "../../records/components/ListNotice";
import { useRecordList } from "../../records/hooks/useRecordList";
import { useViewModel } from "../../records/hooks/useViewModel";
import { DEFAULT_LIST_STATE } from "../../records/state/DEFAULT_LIST_STATE";
import { listQuery } from "../../records/utils/listQuery";
import { useMapTileUrl } from "../hooks/useMapTileUrl";
import { useRecord } from "../hooks/useRecord";
import { useWidgetServices } from "../hooks/useWidgetServices";
import { valuesForModel } from "../utils/valuesForModel";

export interface EmbeddedSingleViewProps {
  /** A link item with the embedded_single_view setting. */
  item: CompiledItem;
  parent: { id: number };
}

function Warning({ text }: { text: string }) {
  return <Alert status="warning">{text}</Alert>;
}

/**
 * The one record a single-select link holds, shown inline in the child entity's show view (spec 2, embedded
 * single view). A multi-select link, or more than one linked record, gets the spec's warnings instead.
 */
export function EmbeddedSingleView({ item, parent }: EmbeddedSingleViewProps) {
  const t = useT();
  const link = item.link;
  const childEntity = link?.childDefDossierId ?? 0;
  const query = useMemo(
    () => ({
      ...listQuery({ entityId: childEntity, state: { ...DEFAULT_LIST_STATE, limit: 2, page: 1 } }),
      dossierId: parent.id,
      linkId: link?.id,
    }),
    [childEntity, parent.id, link?.id],
  );
  const linked = useRecordList(query, link !== undefined && link !== null && !link.multiple);

  if (!link) return null;
  if (link.multiple) return <Warning text={t("A embedded view can only contain one link")} />;
  if (linked.error) return <ListNotice kind="error" onRetry={() => void linked.refetch()} />;
  if (linked.isPending) return <Spinner size="sm" role="status" aria-label={t("Loading")} />;
  const rows = linked.data.results;
  if (rows.length > 1) return <Warning text={t("You cannot convert a multiselect to an embedded view")} />;
  const [only] = rows;
  if (!only) return <ListNotice kind="empty" />;
  return <LinkedRecord entityId={childEntity} recordId={only.id} />;
}

function LinkedRecord({ entityId, recordId }: { entityId: number; recordId: number }) {
  const t = useT();
  const record = useRecord(recordId);
  const show = useViewModel(entityId, "show");
  const tileUrl = useMapTileUrl([show.model]);
  const services = useWidgetServices({ recordId, ...(tileUrl ? { tileUrl } : {}) });
  const values = useMemo(
    () => (show.model && record.data ? valuesForModel(show.model, record.data) : undefined),
    [show.model, record.data],
  );
  if (record.error || show.error) return <ListNotice kind="error" onRetry={() => void record.refetch()} />;
  if (!show.model || !values) return <Spinner size="sm" role="status" aria-label={t("Loading")} />;
  return (
    <Stack gap="2" data-embedded-single-view={recordId} borderWidth="1px" borderRadius="l2" p="3">
      <DocketForm key={JSON.stringify(values)} model={show.model} values={values} services={services} />
      <Link asChild alignSelf="end" fontSize="sm" colorPalette="teal">
        <RouterLink to="/contentdossier/$id" params={{ id: String(recordId) }}>
          {t("Open")}
        </RouterLink>
      </Link>
    </Stack>
  );
}

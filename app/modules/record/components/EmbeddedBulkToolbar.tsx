import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toaster } from "../../../components/toaster";
import { useT } from "../../../i18n/useT";
import type { ListedRecord } from "../../records/api/RecordListAnswer";
import { recordListKeys } from "../../records/api/recordListKeys";
import { BulkToolbar } from "../../records/components/BulkToolbar";
import type { BulkAction } from "../../records/utils/BulkAction";
import { runBulkAction } from "../../records/utils/runBulkAction";
import { favouriteKeys } from "../../shell/api/favouriteKeys";

export interface EmbeddedBulkToolbarProps {
  /** The child entity. */
  entityId: number;
  /** The rows of the page shown. */
  rows: readonly ListedRecord[];
  selected: ReadonlySet<number>;
  onSelected: (ids: ReadonlySet<number>) => void;
  /** Whether the user may do an action on the child entity's records. */
  may: (action: string) => boolean;
  archivable: boolean;
  /** The parameters of the list, so an export can take all of it. */
  listQuery: Record<string, unknown>;
}

/**
 * The bulk actions of an embedded list on its selected rows: those of the records list, with the mass
 * update entry shown but disabled (spec 2, record list), and without changing the parent.
 */
export function EmbeddedBulkToolbar({
  entityId,
  rows,
  selected,
  onSelected,
  may,
  archivable,
  listQuery,
}: EmbeddedBulkToolbarProps) {
  const t = useT();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const chosen = rows.filter((record) => selected.has(record.id));
  const run = async (action: BulkAction) => {
    setBusy(true);
    const failed = await runBulkAction(
      action,
      chosen.map((record) => record.id),
    );
    setBusy(false);
    onSelected(new Set(failed));
    if (failed.length > 0)
      toaster.create({ type: "error", title: t("Something went wrong"), duration: 5000 });
    else toaster.create({ type: "success", title: t("Done"), duration: 2500 });
    await queryClient.invalidateQueries({ queryKey: recordListKeys.all });
    if (action === "favorite") void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    return failed;
  };
  return (
    <BulkToolbar
      entityId={entityId}
      selectedIds={chosen.map((record) => record.id)}
      selectedVersions={Object.fromEntries(
        chosen.flatMap((record) => (record.version === undefined ? [] : [[record.id, record.version]])),
      )}
      listQuery={listQuery}
      count={chosen.length}
      canDelete={may("delete")}
      canArchive={archivable && may("archive")}
      canExport={may("export") || may("export_csv")}
      canMerge={may("merge")}
      canMassUpdate={may("massupdate")}
      embedded
      anyArchived={chosen.some((record) => record.archived)}
      anyActive={chosen.some((record) => !record.archived)}
      busy={busy}
      onRun={run}
      onChanged={() => {
        onSelected(new Set());
        void queryClient.invalidateQueries({ queryKey: recordListKeys.all });
      }}
    />
  );
}

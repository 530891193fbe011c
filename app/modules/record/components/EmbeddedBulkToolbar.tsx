import { useQueryClient } from "@tanstack/react-query";
import type { ListedRecord } from "../../records/api/RecordListAnswer";
import { recordListKeys } from "../../records/api/recordListKeys";
import { BulkToolbar } from "../../records/components/BulkToolbar";
import { useBulkRun } from "../../records/hooks/useBulkRun";
import type { BulkAction } from "../../records/utils/BulkAction";

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
  const queryClient = useQueryClient();
  const bulk = useBulkRun(onSelected);
  const chosen = rows.filter((record) => selected.has(record.id));
  const run = (action: BulkAction) =>
    bulk.run(
      action,
      chosen.map((record) => record.id),
    );
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
      busy={bulk.busy}
      onRun={run}
      onChanged={() => {
        onSelected(new Set());
        void queryClient.invalidateQueries({ queryKey: recordListKeys.all });
      }}
    />
  );
}

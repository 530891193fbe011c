import { useQueryClient } from "@tanstack/react-query";
import { toaster } from "../../../components/toaster";
import { useSaveMutation } from "../../../hooks/useSaveMutation";
import { useT } from "../../../i18n/useT";
import { favouriteKeys } from "../../shell/api/favouriteKeys";
import { recordListKeys } from "../api/recordListKeys";
import type { BulkAction } from "../utils/BulkAction";
import { runBulkAction } from "../utils/runBulkAction";

interface BulkRun {
  action: BulkAction;
  ids: readonly number[];
}

/**
 * A bulk action of a records list (or an embedded one) on the chosen records, one call per record: the
 * records it failed on stay selected ('Something went wrong'), else 'Done'; then the lists are read again.
 * `busy` while the calls run.
 */
export function useBulkRun(onFailedLeft: (failed: ReadonlySet<number>) => void) {
  const t = useT();
  const queryClient = useQueryClient();
  // runBulkAction collects each record's failure itself, so the notices are those of its answer.
  const bulk = useSaveMutation<BulkRun, number[]>({
    save: ({ action, ids }) => runBulkAction(action, ids),
    onSaved: (failed) => {
      onFailedLeft(new Set(failed));
      if (failed.length > 0)
        toaster.create({ type: "error", title: t("Something went wrong"), duration: 5000 });
      else toaster.create({ type: "success", title: t("Done"), duration: 2500 });
    },
  });
  const run = async (action: BulkAction, ids: readonly number[]) => {
    const failed = (await bulk.save({ action, ids })) ?? [...ids];
    // Read the lists again with the toolbar free: a slow list does not hold its buttons.
    await queryClient.invalidateQueries({ queryKey: recordListKeys.all });
    // The favourites sidebar lists what a bulk Favorite added.
    if (action === "favorite") void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
    return failed;
  };
  return { run, busy: bulk.isPending };
}

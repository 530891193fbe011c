import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { t } from "../../../../locales";
import { toaster } from "../../../components/toaster";
import { listsEntity } from "../../records/api/recordListKeys";
import { useLiveEvent } from "./useLiveEvent";

/** How long a row changed by someone else stays marked (spec 2, section 9: socket highlight). */
export const HIGHLIGHT_MS = 30_000;

export interface LiveRecordChangesOptions {
  /** Toast dossier_errors.success_create_ws ("{username} has added an item") when someone else adds a record (the entity's own list). */
  announceCreations?: boolean;
}

/**
 * Records of this entity that other users wrote in the last 30 seconds. Each write refetches the entity's
 * lists (their query parameters name the entity as defDossier) so the change shows at once.
 */
export function useLiveRecordChanges(
  entityId: number,
  options: LiveRecordChangesOptions = {},
): ReadonlySet<number> {
  const queryClient = useQueryClient();
  const [changed, setChanged] = useState<ReadonlyMap<number, number>>(new Map());

  useLiveEvent("displayItem:fetch", (change) => {
    if (change.defDossierId !== entityId) return;
    void queryClient.invalidateQueries({
      predicate: (query) => listsEntity(query.queryKey, entityId),
    });
    if (change.action === "create" && options.announceCreations)
      toaster.create({
        type: "info",
        title: t("{username} has added an item", { username: change.sender.username }),
      });
    setChanged((current) => new Map(current).set(change.dossierId, Date.now() + HIGHLIGHT_MS));
  });

  // Drops each mark when its 30 seconds are over.
  useEffect(() => {
    if (changed.size === 0) return;
    const next = Math.min(...changed.values());
    const timer = setTimeout(
      () => setChanged((current) => new Map([...current].filter(([, until]) => until > Date.now()))),
      Math.max(0, next - Date.now()),
    );
    return () => clearTimeout(timer);
  }, [changed]);

  return useMemo(() => new Set(changed.keys()), [changed]);
}

import { useRef } from "react";
import type { Values, ViewModel } from "../../../../engine";
import { updateRecord } from "../api/updateRecord";
import type { ConflictChoice } from "../components/VersionConflictDialog";
import { changedValues } from "../utils/changedValues";
import { savedPosition } from "../utils/savedPosition";
import { useRecordSubmit } from "./useRecordSubmit";

export interface RecordEditOptions<Choice> {
  recordId: number;
  /** The stored values the edit starts from (undefined while they load), and their version. */
  values: Values | undefined;
  version: number | undefined;
  onSaved: (answer: unknown, choice: Choice) => void;
  successDuration?: number;
  /** The user chose the other user's value of an item: show it. */
  onTakeTheirs?: (itemId: number, value: unknown) => void;
  /** The edit view: its display positions scope the PUT (`?displayPosition`). */
  model?: ViewModel;
}

/**
 * Saving an edit of a stored record (useRecordSubmit with PUT): only the values changed since the edit
 * started go, with the version they were changed from. After a version conflict, `resolve` takes the other
 * user's values where chosen and saves the rest over their version, so the second save sends only what
 * this user chose to keep.
 */
export function useRecordEdit<Choice>({
  recordId,
  values,
  version,
  onSaved,
  successDuration,
  onTakeTheirs,
  model,
}: RecordEditOptions<Choice>) {
  const base = useRef<{ values: Values; version: number | undefined }>(undefined);
  // Set once, when the stored values are first there (a dialog may load them after it opens).
  if (!base.current && values) base.current = { values, version };
  const submitted = useRef<Values>({});
  const submitting = useRecordSubmit<unknown, Choice>({
    action: "edit",
    send: (current, ignore) => {
      submitted.current = current;
      const from = base.current;
      const changed = changedValues(from?.values ?? {}, current);
      // One PUT, so a save is written whole or not at all; scoped to a position when all its items are there.
      const position = model ? savedPosition(model, changed) : undefined;
      return updateRecord(recordId, changed, ignore, from?.version, position);
    },
    onSaved,
    ...(successDuration === undefined ? {} : { successDuration }),
  });
  const { versionConflict, resend } = submitting;
  const resolve = (choices: Record<string, ConflictChoice>) => {
    if (!versionConflict) return;
    base.current = {
      values: { ...base.current?.values, ...versionConflict.current },
      version: versionConflict.version,
    };
    const next = { ...submitted.current };
    for (const [id, choice] of Object.entries(choices)) {
      if (choice !== "theirs") continue;
      next[id] = versionConflict.current[id];
      onTakeTheirs?.(Number(id), versionConflict.current[id]);
    }
    resend(next);
  };
  return { ...submitting, mine: submitted.current, resolve };
}

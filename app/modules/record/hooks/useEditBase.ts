import { useRef } from "react";
import type { Values } from "../../../../engine";
import { changedValues } from "../utils/changedValues";
import type { VersionConflict } from "../utils/versionConflictOf";

/**
 * What an edit started from: the stored values and their version. A save sends only the values changed
 * since, with that version; after a version conflict the other user's values and version become the base,
 * so a second save sends only what this user chose to keep.
 */
export function useEditBase(values: Values | undefined, version: number | undefined) {
  const base = useRef<{ values: Values; version: number | undefined }>(undefined);
  // Set once, when the stored values are first there (a dialog may load them after it opens).
  if (!base.current && values) base.current = { values, version };
  return {
    /** The body of a save: the changed values, and the version they were changed from. */
    bodyOf: (current: Values) => ({
      values: changedValues(base.current?.values ?? {}, current),
      version: base.current?.version,
    }),
    rebase: (conflict: VersionConflict) => {
      base.current = { values: { ...base.current?.values, ...conflict.current }, version: conflict.version };
    },
  };
}

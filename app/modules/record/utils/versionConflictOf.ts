import { bodyOf } from "../../../api/bodyOf";
import { statusOf } from "../../../api/statusOf";

/** A save refused because someone else changed some of its fields since the version it started from. */
export interface VersionConflict {
  /** The record's version now. */
  version: number;
  /** Who saved last. */
  modifiedBy: string | null;
  /** The values the other save left, by display item id. */
  current: Record<string, unknown>;
}

/** The version conflict a failed save answered (409 with `conflict`), or undefined for any other failure. */
export function versionConflictOf(error: unknown): VersionConflict | undefined {
  if (statusOf(error) !== 409) return undefined;
  const conflict = (bodyOf(error) as { conflict?: unknown }).conflict as
    | { version?: unknown; modified_by?: unknown; current?: unknown }
    | undefined;
  if (!conflict || typeof conflict.version !== "number") return undefined;
  return {
    version: conflict.version,
    modifiedBy: typeof conflict.modified_by === "string" ? conflict.modified_by : null,
    current: (conflict.current as Record<string, unknown>) ?? {},
  };
}

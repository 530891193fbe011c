import { bodyOf } from "../../../api/bodyOf";
import { statusOf } from "../../../api/statusOf";

/** The message of a mass update or merge refused because records changed since the list read them. */
export const RECORDS_CHANGED_BY_SOMEONE_ELSE = "Someone else changed some of these items in the meantime";

/** A record changed since the version a mass update or merge sent: its version now and who saved it. */
export interface StaleRecord {
  id: number;
  version: number;
  modifiedBy: string | null;
}

/**
 * The records a mass update or merge was refused for (409 with `conflicts`, see the server's
 * recordVersions.lockVersions), or undefined for any other failure.
 */
export function staleRecordsOf(error: unknown): StaleRecord[] | undefined {
  if (statusOf(error) !== 409) return undefined;
  const conflicts = (bodyOf(error) as { conflicts?: unknown }).conflicts;
  if (!Array.isArray(conflicts)) return undefined;
  return conflicts.flatMap((entry: { id?: unknown; version?: unknown; modified_by?: unknown }) =>
    typeof entry?.id === "number" && typeof entry.version === "number"
      ? [
          {
            id: entry.id,
            version: entry.version,
            modifiedBy: typeof entry.modified_by === "string" ? entry.modified_by : null,
          },
        ]
      : [],
  );
}

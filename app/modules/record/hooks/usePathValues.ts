import { useQuery } from "@tanstack/react-query";
import type { PathValues } from "../../../../engine";
import { getPathValues } from "../api/getPathValues";
import { recordKeys } from "../api/recordKeys";

/**
 * The values at the paths display rules read, from a saved record (one call per path). A path that cannot
 * be read is logged and left out, so its rule's item stays shown (spec 2).
 */
export function usePathValues(
  paths: readonly string[],
  record: { id: number; environment_id: number; modified_at?: string },
) {
  return useQuery({
    queryKey: recordKeys.pathValues(record.id, record.modified_at ?? null, [...paths].sort()),
    enabled: paths.length > 0,
    queryFn: async (): Promise<PathValues> => {
      const entries = await Promise.all(
        paths.map(async (path) => {
          try {
            return [path, await getPathValues(record.id, record.environment_id, path)] as const;
          } catch (error) {
            console.error(`Display rule path ${path} could not be read`, error);
            return [path, undefined] as const;
          }
        }),
      );
      return Object.fromEntries(entries);
    },
  });
}

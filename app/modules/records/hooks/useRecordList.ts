import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { listRecords } from "../api/listRecords";
import { recordListKeys } from "../api/recordListKeys";

/** One page of an entity's records for the list's parameters; the previous page stays while the next loads. */
export function useRecordList(
  query: Record<string, unknown>,
  enabled: boolean,
  options: { refetchInterval?: number | false } = {},
) {
  return useQuery({
    queryKey: recordListKeys.list(query),
    queryFn: () => listRecords(query),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: options.refetchInterval ?? false,
  });
}

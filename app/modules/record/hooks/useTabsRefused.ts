import { useQuery } from "@tanstack/react-query";
import { getTabCredentials } from "../api/getTabCredentials";
import { recordKeys } from "../api/recordKeys";

/**
 * The tabs the caller may not open (tabs_allowed false), by position id. Until the answer is in, or when
 * the call fails, none are refused: the bundle already leaves out items the caller's roles exclude.
 */
export function useTabsRefused(entityId: number, positionIds: number[]): ReadonlySet<number> {
  const answer = useQuery({
    queryKey: recordKeys.tabCredentials(entityId, positionIds),
    queryFn: () => getTabCredentials(entityId, positionIds),
    enabled: positionIds.length > 0,
    staleTime: 60_000,
  });
  return new Set((answer.data ?? []).filter((tab) => !tab.tabs_allowed).map((tab) => tab.id));
}

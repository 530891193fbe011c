import { useQuery } from "@tanstack/react-query";
import { getUnreadCount } from "../api/getUnreadCount";
import { messageKeys } from "../api/messageKeys";
import { useAfter } from "./useAfter";

/** Spec 9: the unread count is asked 5 s after the page opens, then every 100 s. */
export const FIRST_POLL_MS = 5_000;
export const UNREAD_POLL_MS = 100_000;

/** The environment's unread incoming messages; a failed call counts as none (spec 8). */
export function useUnreadCount(environmentId: number | null, firstDelay = FIRST_POLL_MS) {
  const due = useAfter(firstDelay);
  return useQuery({
    queryKey: messageKeys.unread(environmentId),
    queryFn: () => getUnreadCount(environmentId as number).catch(() => 0),
    enabled: due && environmentId !== null,
    refetchInterval: UNREAD_POLL_MS,
  });
}

import { useQuery } from "@tanstack/react-query";
import { listMessages } from "../api/listMessages";
import { messageKeys } from "../api/messageKeys";
import { useAfter } from "./useAfter";
import { FIRST_POLL_MS } from "./useUnreadCount";

/** Spec 9: pop-up messages are asked 5 s after the page opens, then every 300 s. */
export const POPUP_POLL_MS = 300_000;

/** The unread pop-up messages sent to the caller in the environment, oldest waiting first. */
export function usePopupMessages(environmentId: number | null, firstDelay = FIRST_POLL_MS) {
  const due = useAfter(firstDelay);
  return useQuery({
    queryKey: messageKeys.popups(environmentId),
    queryFn: async () => {
      const answer = await listMessages({
        environment: environmentId as number,
        filter: "incoming",
        unread: true,
        type: "popup",
        limit: 10,
      });
      return [...answer.results].reverse();
    },
    enabled: due && environmentId !== null,
    refetchInterval: POPUP_POLL_MS,
  });
}

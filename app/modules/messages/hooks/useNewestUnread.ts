import { useQuery } from "@tanstack/react-query";
import { listMessages } from "../api/listMessages";
import { messageKeys } from "../api/messageKeys";

/** Spec 9: the bell's dropdown lists the 5 newest unread messages. */
export const DROPDOWN_LIMIT = 5;

/** The newest unread incoming messages, asked when the dropdown opens. */
export function useNewestUnread(environmentId: number | null, open: boolean) {
  return useQuery({
    queryKey: messageKeys.newest(environmentId),
    queryFn: () =>
      listMessages({
        environment: environmentId as number,
        filter: "incoming",
        unread: true,
        limit: DROPDOWN_LIMIT,
      }).then((answer) => answer.results),
    enabled: open && environmentId !== null,
  });
}

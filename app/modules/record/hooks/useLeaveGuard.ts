import { useBlocker } from "@tanstack/react-router";

/**
 * Holds navigation to another page while `dirty` says there is something to lose (a change of the search
 * part only, such as the selected tab, passes): the answer's `status` is "blocked" until the user chooses
 * `proceed` (leave) or `reset` (stay). Closing the tab asks the browser.
 */
export function useLeaveGuard(dirty: () => boolean) {
  return useBlocker({
    shouldBlockFn: ({ current, next }) => current.pathname !== next.pathname && dirty(),
    enableBeforeUnload: () => dirty(),
    withResolver: true,
  });
}

import { VisuallyHidden } from "@chakra-ui/react";
import { useQuery } from "@tanstack/react-query";
import { useMatches, useRouterState } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { useT } from "../../../i18n/useT";
import { environmentKeys } from "../../environment/api/environmentKeys";
import { getEnvironment } from "../../environment/api/getEnvironment";
import { useCurrentEnvironmentId } from "../../environment/hooks/useCurrentEnvironmentId";
import { pageTitle } from "../utils/pageTitle";

/** Inside the shell the chosen environment's name is part of the title (the shell's query, shared). */
function useShellEnvironmentName(): string | undefined {
  const inShell = useMatches({ select: (matches) => matches.some((match) => match.routeId === "/shell") });
  const id = useCurrentEnvironmentId();
  const environment = useQuery({
    queryKey: environmentKeys.one(id),
    queryFn: () => getEnvironment(id as number),
    enabled: inShell && id !== null,
  });
  return inShell ? (environment.data?.name ?? undefined) : undefined;
}

/** Whether the page put the focus in its main area itself (a form's first field): it keeps it then. */
function pageTookFocus(heading: HTMLElement): boolean {
  const active = document.activeElement;
  if (!active || active === document.body || heading.contains(active)) return false;
  return document.querySelector("main")?.contains(active) === true;
}

/** The page's own heading: in the main area when there is one. */
function pageHeading(): HTMLElement | null {
  return document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
}

/**
 * After every route change: the document title ("Clients – Zorgdossier – Docket": the page's heading, or
 * the route's title until the heading is there), the focus on the page's heading, and the new title in a
 * polite live region. The first page of a visit keeps the browser's focus.
 */
export function RouteAnnouncer() {
  const environment = useShellEnvironmentName();
  const t = useT();
  // The address once its page is there, so that the heading looked for is the new page's.
  const pathname = useRouterState({ select: (state) => (state.resolvedLocation ?? state.location).pathname });
  const routeTitle = useMatches({ select: (matches) => matches.at(-1)?.staticData.title });
  const [heading, setHeading] = useState<string>();
  const [announcement, setAnnouncement] = useState("");
  const firstPage = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new address is a new page
  useEffect(() => {
    const moveFocus = !firstPage.current;
    firstPage.current = false;
    let arrived = false;
    setHeading(undefined);
    // Pages load lazily and name themselves once their data is there: follow the heading as it comes.
    const look = () => {
      const element = pageHeading();
      const text = element?.textContent?.trim() || undefined;
      setHeading(text);
      if (!element || !text || arrived) return;
      arrived = true;
      setAnnouncement(text);
      if (moveFocus && !pageTookFocus(element)) {
        if (!element.hasAttribute("tabindex")) element.setAttribute("tabindex", "-1");
        element.focus({ preventScroll: false });
      }
    };
    look();
    const observer = new MutationObserver(look);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [pathname]);

  const title = pageTitle(heading ?? (routeTitle ? t(routeTitle) : ""), environment);
  useEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-route-announcer="">
      {announcement && pageTitle(announcement, environment)}
    </VisuallyHidden>
  );
}

import { useEffect, useLayoutEffect, useRef } from "react";

/** How long a control that is disabled while its action runs is waited for. */
const waitForEnabledMs = 10_000;

function usable(element: HTMLElement | null | undefined): element is HTMLElement {
  return (
    element instanceof HTMLElement &&
    element.isConnected &&
    element !== document.body &&
    // Hidden with its closed menu? (Where the check is missing, as in jsdom, it counts as shown.)
    (typeof element.checkVisibility !== "function" || element.checkVisibility())
  );
}

function disabled(element: HTMLElement): boolean {
  return element.matches(":disabled");
}

/** The page's heading, focusable by script only: where the focus goes when its control has gone. */
function pageHeading(): HTMLElement | null {
  const heading = document.querySelector<HTMLElement>("main h1") ?? document.querySelector<HTMLElement>("h1");
  if (heading && !heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
  return heading;
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Gives the focus back when a dialog closes and it would otherwise drop to the page's body (WCAG 2.4.3):
 * to the control that had it when the dialog opened, once that control is enabled again (an action that
 * ran may disable it for a moment); else to `fallback` (a menu's button when a menu item opened the
 * dialog); else, when the control has gone with the row it belonged to, to the page's heading. Where the
 * dialog's own focus return worked, nothing is moved. Answers where the dialog itself should return it.
 */
export function useReturnFocus(open: boolean, fallback?: () => HTMLElement | null): () => HTMLElement | null {
  const opener = useRef<HTMLElement | null>(null);
  const fallbackRef = useRef(fallback);
  fallbackRef.current = fallback;
  const wasOpen = useRef(false);

  /** For the dialog's own focus return (Ark's finalFocusEl): the opener while it is shown, else the fallback. */
  const finalFocus = () => (usable(opener.current) ? opener.current : (fallbackRef.current?.() ?? null));

  // Before the dialog moves the focus into itself.
  useLayoutEffect(() => {
    if (open && !wasOpen.current) opener.current = document.activeElement as HTMLElement | null;
  }, [open]);

  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (!closed) return;
    let observer: MutationObserver | undefined;
    let giveUp: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      if (!focusLost()) return;
      const element = usable(opener.current) ? opener.current : fallbackRef.current?.();
      if (!usable(element)) {
        pageHeading()?.focus();
        return;
      }
      if (!disabled(element)) {
        element.focus();
        return;
      }
      observer = new MutationObserver(() => {
        if (disabled(element)) return;
        observer?.disconnect();
        if (focusLost()) element.focus();
      });
      observer.observe(element, { attributes: true, attributeFilter: ["disabled"] });
      giveUp = setTimeout(() => observer?.disconnect(), waitForEnabledMs);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(giveUp);
    };
  }, [open]);
  return finalFocus;
}

import { type MouseEvent, type ReactNode, useState } from "react";
import { partOnFirstUse } from "./partOnFirstUse";

/** The question loads with the first link that asks it (its dialog and focus trap are most of its code). */
const RedirectDialog = partOnFirstUse(
  () => import("./RedirectDialog").then((module) => module.RedirectDialog),
  () => null,
);

/** The address a click inside rich text would leave the application for, if it would. */
function leavingHref(event: MouseEvent): string | undefined {
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!anchor) return undefined;
  const href = anchor.getAttribute("href") ?? "";
  try {
    const url = new URL(href, window.location.href);
    return url.origin === window.location.origin ? undefined : url.href;
  } catch {
    return undefined;
  }
}

/**
 * Rich text's links to other sites ask first (spec 2, redirect-confirm modal: confirm_redirect_changes,
 * Continue and Cancel); links within the application go as they are.
 */
export function ConfirmRedirects({ children }: { children: ReactNode }) {
  const [leaving, setLeaving] = useState<string | null>(null);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside stay the interactive elements; this only catches their clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click
    <div
      onClick={(event) => {
        const href = leavingHref(event);
        if (!href) return;
        event.preventDefault();
        setLeaving(href);
      }}
    >
      {children}
      {leaving !== null && <RedirectDialog href={leaving} onClose={() => setLeaving(null)} />}
    </div>
  );
}

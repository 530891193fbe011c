import { useRouter } from "@tanstack/react-router";
import type { MouseEvent, ReactNode } from "react";

/**
 * The page address a click on a plain link leads to, when the router can take it: a left click without
 * modifier keys on a link of this origin that opens in the same tab, is no download, and names a page
 * rather than a server answer (/api/...) or a place on the same page.
 */
export function inAppHref(event: MouseEvent): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return undefined;
  const anchor = (event.target as Element | null)?.closest?.("a[href]");
  if (!anchor) return undefined;
  const target = anchor.getAttribute("target");
  if ((target && target !== "_self") || anchor.hasAttribute("download")) return undefined;
  if (/\bexternal\b/.test(anchor.getAttribute("rel") ?? "")) return undefined;
  let url: URL;
  try {
    url = new URL(anchor.getAttribute("href") ?? "", window.location.href);
  } catch {
    return undefined;
  }
  if (url.origin !== window.location.origin || url.pathname.startsWith("/api/")) return undefined;
  const here = window.location;
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return undefined;
  return url.pathname + url.search + url.hash;
}

/**
 * Plain links inside (the widgets' user, record and dossier-tag links, links in rich text) go through the
 * router: the page changes without loading the whole application again. Router links, and links whose
 * clicks something else handled already, are left as they are.
 */
export function InAppLinks({ children }: { children: ReactNode }) {
  const router = useRouter();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the links inside stay the interactive elements; this only catches their clicks
    // biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link fires the same click
    <div
      style={{ display: "contents" }}
      onClick={(event) => {
        const href = inAppHref(event);
        if (href === undefined) return;
        event.preventDefault();
        void router.navigate({ href });
      }}
    >
      {children}
    </div>
  );
}

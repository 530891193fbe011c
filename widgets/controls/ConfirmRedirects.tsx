import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { type MouseEvent, type ReactNode, useState } from "react";
import { t } from "../i18n";

export const CONFIRM_REDIRECT_MESSAGE = "confirm_redirect_changes";

/** Leaves the application for an address (an object, so tests can stand in for the browser's navigation). */
export const redirect = {
  to(href: string): void {
    window.location.assign(href);
  },
};

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
      <Dialog.Root
        open={leaving !== null}
        role="alertdialog"
        onOpenChange={(event) => {
          if (!event.open) setLeaving(null);
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Body pt="6">
                <Text>{t(CONFIRM_REDIRECT_MESSAGE)}</Text>
                <Text textStyle="sm" color="fg.muted" mt="2" wordBreak="break-all">
                  {leaving}
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => setLeaving(null)} autoFocus>
                  {t("Cancel")}
                </Button>
                <Button
                  colorPalette="teal"
                  onClick={() => {
                    const href = leaving;
                    setLeaving(null);
                    if (href) redirect.to(href);
                  }}
                >
                  {t("Continue")}
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </div>
  );
}

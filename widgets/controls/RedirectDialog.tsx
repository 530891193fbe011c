import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { t } from "../i18n";
import { redirect } from "./redirect";

export const CONFIRM_REDIRECT_MESSAGE = "confirm_redirect_changes";

/** Asks before leaving the application for `href` (spec 2, redirect-confirm modal): Continue or Cancel. */
export function RedirectDialog({ href, onClose }: { href: string; onClose: () => void }) {
  return (
    <Dialog.Root
      open
      role="alertdialog"
      onOpenChange={(event) => {
        if (!event.open) onClose();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Body pt="6">
              <Text>{t(CONFIRM_REDIRECT_MESSAGE)}</Text>
              <Text textStyle="sm" color="fg.muted" mt="2" wordBreak="break-all">
                {href}
              </Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} autoFocus>
                {t("Cancel")}
              </Button>
              <Button
                colorPalette="teal"
                onClick={() => {
                  onClose();
                  redirect.to(href);
                }}
              >
                {t("Continue")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

import { Button, Dialog, Portal, Stack, Text } from "@chakra-ui/react";
import type { TokenData } from "../../../../schemas";
import { useT } from "../../../i18n/useT";
import { LoginFlow } from "./LoginFlow";

export interface ReloginModalProps {
  /** The user of the session that ended, when known. */
  username?: string;
  onLoggedIn: (token: TokenData) => void;
  onLogout: () => void;
}

/** Over the blurred app after the idle limit or a lost session: log in again and carry on. */
export function ReloginModal({ username, onLoggedIn, onLogout }: ReloginModalProps) {
  const t = useT();
  return (
    <Dialog.Root
      open
      role="alertdialog"
      closeOnInteractOutside={false}
      closeOnEscape={false}
      initialFocusEl={() =>
        document.querySelector<HTMLInputElement>(
          `[data-relogin] input[name="${username ? "password" : "username"}"]`,
        )
      }
    >
      <Portal>
        <Dialog.Backdrop bg="blackAlpha.400" />
        <Dialog.Positioner>
          <Dialog.Content data-relogin="">
            <Dialog.Header>
              <Dialog.Title>{t("Your session has ended")}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted">{t("Log in again to continue where you left off.")}</Text>
                <LoginFlow
                  compact
                  initialUsername={username ?? ""}
                  usernameLocked={!!username}
                  onLoggedIn={onLoggedIn}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="ghost" onClick={onLogout}>
                {t("Log out")}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

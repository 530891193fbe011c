import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import { type ReactNode, useState } from "react";
import { useT } from "../../../i18n/useT";
import { LeavePageDialog } from "./LeavePageDialog";

/** What the dialog's content is given: `close` asks first once values were typed, `typed` says they were. */
export interface DialogGuard {
  close: () => void;
  typed: () => void;
  /** The content is done (a record was added): close without asking. */
  done: () => void;
}

/**
 * An extra-large dialog with a static backdrop for typing new records: closing it (Escape, the close button,
 * Cancel) after something was typed asks before the values are lost ('Discard changes to {dossier}').
 */
export function GuardedDialog({
  open = true,
  title,
  dossier,
  onClose,
  children,
}: {
  open?: boolean;
  title: string;
  /** Named in the question. */
  dossier: string;
  onClose: () => void;
  children: (guard: DialogGuard) => ReactNode;
}) {
  const t = useT();
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);
  const reset = () => {
    setDirty(false);
    setAsking(false);
  };
  const close = () => {
    if (dirty) setAsking(true);
    else onClose();
  };
  const guard: DialogGuard = {
    close,
    typed: () => setDirty(true),
    done: reset,
  };
  return (
    <>
      <Dialog.Root
        open={open}
        size="xl"
        lazyMount
        unmountOnExit
        closeOnInteractOutside={false}
        onExitComplete={reset}
        onOpenChange={(event) => {
          if (!event.open) close();
        }}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{open && children(guard)}</Dialog.Body>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("Close")} />
              </Dialog.CloseTrigger>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
      <LeavePageDialog
        open={asking}
        dossier={dossier}
        onLeave={() => {
          reset();
          onClose();
        }}
        onStay={() => setAsking(false)}
      />
    </>
  );
}

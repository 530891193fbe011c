import { Button, Dialog, Portal, Text } from "@chakra-ui/react";
import { useRef } from "react";
import { useReturnFocus } from "../hooks/useReturnFocus";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where the focus goes after closing when the control that opened it is gone (a menu's button). */
  returnFocusTo?: () => HTMLElement | null;
}

/**
 * Asks before something is lost; the safe choice has the focus. Once closed, the focus is back on what
 * opened it, also after the action ran (or on the page's heading when that has gone).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const cancel = useRef<HTMLButtonElement>(null);
  const finalFocus = useReturnFocus(props.open, props.returnFocusTo);
  return (
    <Dialog.Root
      open={props.open}
      role="alertdialog"
      initialFocusEl={() => cancel.current}
      finalFocusEl={finalFocus}
      onOpenChange={(event) => {
        if (!event.open) props.onCancel();
      }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{props.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{props.text}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" colorPalette="red" onClick={props.onConfirm}>
                {props.confirmLabel}
              </Button>
              <Button ref={cancel} onClick={props.onCancel}>
                {props.cancelLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

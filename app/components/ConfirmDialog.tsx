import { Button, Dialog, Portal, Text } from "@chakra-ui/react";

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before something is lost; the safe choice has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Dialog.Root
      open={props.open}
      role="alertdialog"
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
              <Button onClick={props.onCancel} autoFocus>
                {props.cancelLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

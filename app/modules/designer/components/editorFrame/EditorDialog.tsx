import { CloseButton, Dialog, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../../../../i18n/useT";

export interface EditorDialogProps {
  title: string;
  size?: "sm" | "md" | "lg" | "xl";
  footer?: ReactNode;
  children: ReactNode;
  onClose: () => void;
}

/** The modal the base field editor and the duplicate dialog open in; a click beside it does not close it. */
export function EditorDialog({ title, size, footer, children, onClose }: EditorDialogProps) {
  const t = useT();
  return (
    <Dialog.Root
      open
      size={size ?? "lg"}
      scrollBehavior="inside"
      closeOnInteractOutside={false}
      onOpenChange={(event) => !event.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

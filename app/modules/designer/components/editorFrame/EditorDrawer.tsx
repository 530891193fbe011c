import { CloseButton, Drawer, Portal } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { useT } from "../../../../i18n/useT";

export interface EditorDrawerProps {
  title: string;
  footer?: ReactNode;
  children: ReactNode;
  onClose: () => void;
}

/** The side panel the data field and link editors open in; the preview stays visible beside it. */
export function EditorDrawer({ title, footer, children, onClose }: EditorDrawerProps) {
  const t = useT();
  return (
    <Drawer.Root
      open
      placement="end"
      size="sm"
      closeOnInteractOutside={false}
      onOpenChange={(event) => !event.open && onClose()}
    >
      <Portal>
        <Drawer.Backdrop bg="blackAlpha.200" />
        <Drawer.Positioner>
          <Drawer.Content>
            <Drawer.Header>
              <Drawer.Title>{title}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{children}</Drawer.Body>
            {footer && <Drawer.Footer>{footer}</Drawer.Footer>}
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

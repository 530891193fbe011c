import { Button, Dialog, Portal, Stack } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { Alert } from "../../widgets/theme/Alert";
import { useT } from "../i18n/useT";

export interface FormDialogProps {
  title: ReactNode;
  /** Closing by Cancel, Escape, the backdrop (unless kept open) or Close once done. */
  onClose: () => void;
  /** Enter or Save: the browser's own submit is held back. */
  onSubmit: () => unknown;
  saving: boolean;
  children: ReactNode;
  /** Why the form was refused as a whole (a message id), shown above its fields. */
  failure?: string;
  open?: boolean;
  size?: "md" | "lg";
  /** A form that takes typing to fill stays open on a click beside it. */
  closeOnInteractOutside?: boolean;
  /** The submit button's text; Save unless the form does something else (Send). */
  submitLabel?: string;
  /** The form's work is done (a created secret is shown): the footer only closes. */
  done?: boolean;
}

/**
 * A dialog holding one form: its title, why it was refused (if it was), its fields, and Cancel and Save (or
 * Close once it is done).
 */
export function FormDialog(props: FormDialogProps) {
  const t = useT();
  const { onClose, saving, done = false } = props;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!done) void props.onSubmit();
  };
  return (
    <Dialog.Root
      open={props.open ?? true}
      size={props.size}
      closeOnInteractOutside={props.closeOnInteractOutside}
      onOpenChange={(change) => !change.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{props.title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  {props.failure && <Alert status="danger">{t(props.failure)}</Alert>}
                  {props.children}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {done ? (
                  <Button onClick={onClose}>{t("Close")}</Button>
                ) : (
                  <>
                    <Button variant="outline" onClick={onClose}>
                      {t("Cancel")}
                    </Button>
                    <Button type="submit" colorPalette="teal" loading={saving}>
                      {props.submitLabel ?? t("Save")}
                    </Button>
                  </>
                )}
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

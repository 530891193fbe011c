import {
  Toaster as ChakraToaster,
  CloseButton,
  type CreateToasterReturn,
  Portal,
  Stack,
  Toast,
} from "@chakra-ui/react";
import { useT } from "../i18n/useT";
import { designerToaster } from "./designerToaster";
import { toaster } from "./toaster";

/**
 * Renders the global notices of `toaster` and the designer's of `designerToaster`, each in a live region so
 * screen readers read them.
 */
export function Toaster() {
  return (
    <Portal>
      <ToastRegion toaster={toaster} />
      <ToastRegion toaster={designerToaster} />
    </Portal>
  );
}

function ToastRegion({ toaster: source }: { toaster: CreateToasterReturn }) {
  const t = useT();
  return (
    <ChakraToaster toaster={source} insetInline={{ mdDown: "4" }}>
      {(toast) => (
        // Every toast is a status in the region's polite live region; an error interrupts as an alert.
        <Toast.Root width={{ md: "sm" }} role={toast.type === "error" ? "alert" : "status"}>
          <Toast.Indicator />
          <Stack gap="1" flex="1" maxWidth="100%">
            {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
            {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
          </Stack>
          {toast.closable !== false && (
            <Toast.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t("Close")} />
            </Toast.CloseTrigger>
          )}
        </Toast.Root>
      )}
    </ChakraToaster>
  );
}

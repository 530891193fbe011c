import { Box } from "@chakra-ui/react";
import { useSyncExternalStore } from "react";
import type { ToastStore } from "./toastStore";

/**
 * Form toasts at the bottom centre (spec 9: 2500 ms), announced to screen readers. The app usually
 * passes its own toast (Chakra's toaster) through services; this one serves a form on its own.
 */
export function Toaster({ store }: { store: ToastStore }) {
  const message = useSyncExternalStore(store.subscribe, store.current, store.current);
  return (
    <Box
      role="status"
      aria-live="polite"
      position="fixed"
      bottom="6"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
    >
      {message && (
        <Box bg="gray.800" color="white" px="4" py="2" borderRadius="l2" boxShadow="md">
          {message}
        </Box>
      )}
    </Box>
  );
}

import { createToaster } from "@chakra-ui/react";

/** Global notices: top right, closing after 5 seconds (spec 1-platform section 9). */
export const toaster = createToaster({ placement: "top-end", duration: 5000, pauseOnPageIdle: true });

import { createToaster } from "@chakra-ui/react";

/** The designer's notices: bottom-centre, closing after 2,500 ms (spec 3-designer section 9). */
export const designerToaster = createToaster({ placement: "bottom", duration: 2500, pauseOnPageIdle: true });

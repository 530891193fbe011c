import { lineIcon } from "./lineIcon";

export const InfoIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </>,
);

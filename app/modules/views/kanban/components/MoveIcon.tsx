import { lineIcon } from "../../../../components/icons/lineIcon";

/** Four arrows: the handle a card is picked up by. */
export const MoveIcon = lineIcon(
  <>
    <path d="M12 3v18M3 12h18" />
    <path d="M9 6l3-3 3 3M9 18l3 3 3-3M6 9l-3 3 3 3M18 9l3 3-3 3" />
  </>,
);

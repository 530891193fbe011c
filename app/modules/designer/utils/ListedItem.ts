import type { DisplayItem } from "../../../../schemas";

/** A display item as the designer's item list shows it. */
export interface ListedItem {
  item: DisplayItem;
  positionId: number;
  positionLabel: string;
  label: string;
}

/** The size of an entity's box in the ERD: the node draws itself at exactly this size. */
export const ERD_BOX_WIDTH = 240;
export const ERD_HEADER_HEIGHT = 40;
export const ERD_ROW_HEIGHT = 22;
export const ERD_BOX_PADDING = 12;

/** A box is its header and one row per data field and link (one empty row when it has neither). */
export function erdBoxHeight(rows: number): number {
  return ERD_HEADER_HEIGHT + ERD_BOX_PADDING + ERD_ROW_HEIGHT * Math.max(1, rows);
}

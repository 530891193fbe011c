import type { DataStructureEntity, DataStructureLink } from "../../../../schemas";

export interface ErdPoint {
  x: number;
  y: number;
}

/** An entity's box where the layout put it (top left corner, pixels). */
export interface ErdBox {
  entity: DataStructureEntity;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A link drawn as a line through these points (first on its entity's box, last on its target's). */
export interface ErdLine {
  link: DataStructureLink;
  points: ErdPoint[];
  /** Where its name goes: the middle of the place the layout kept for it. */
  label: ErdPoint;
}

export interface ErdLayout {
  boxes: ErdBox[];
  lines: ErdLine[];
}

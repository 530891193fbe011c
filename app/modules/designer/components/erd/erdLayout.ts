import type { ErdEntity } from "./ErdEntity";

const BOX_WIDTH = 240;
const HEADER = 44;
const LINE = 22;
const PADDING = 12;
const GAP_X = 96;
const GAP_Y = 64;

type Unplaced = Omit<ErdEntity, "x" | "y" | "width" | "height">;

/**
 * Places the boxes on a grid of about square shape, in the given order; each box is as tall as its rows of
 * fields and links, each grid row as tall as its tallest box. Pure, so the drawing needs no measuring.
 */
export function erdLayout(entities: Unplaced[]): { boxes: ErdEntity[]; width: number; height: number } {
  const columns = Math.max(1, Math.ceil(Math.sqrt(entities.length)));
  const heightOf = (entity: Unplaced) =>
    HEADER + PADDING + LINE * Math.max(1, entity.fields.length + entity.links.length);
  const boxes: ErdEntity[] = [];
  let y = 0;
  for (let start = 0; start < entities.length; start += columns) {
    const row = entities.slice(start, start + columns);
    const rowHeight = Math.max(...row.map(heightOf));
    row.forEach((entity, column) => {
      boxes.push({
        ...entity,
        x: column * (BOX_WIDTH + GAP_X),
        y,
        width: BOX_WIDTH,
        height: heightOf(entity),
      });
    });
    y += rowHeight + GAP_Y;
  }
  const width = Math.min(columns, entities.length) * (BOX_WIDTH + GAP_X) - GAP_X;
  return { boxes, width: Math.max(width, 0), height: Math.max(y - GAP_Y, 0) };
}

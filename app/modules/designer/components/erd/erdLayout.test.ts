import { describe, expect, it } from "vitest";
import { erdLayout } from "./erdLayout";

const entity = (id: number, fields: number) => ({
  id,
  name: `Entity ${id}`,
  fields: Array.from({ length: fields }, (_, index) => ({
    id: id * 100 + index,
    name: `f${index}`,
    type: "text",
  })),
  links: [],
});

describe("the ERD layout", () => {
  it("places the boxes on a square grid, each row as tall as its tallest box, without overlaps", () => {
    const { boxes, width, height } = erdLayout([
      entity(1, 1),
      entity(2, 5),
      entity(3, 2),
      entity(4, 0),
      entity(5, 1),
    ]);
    expect(boxes.map((box) => [box.x, box.y])).toEqual([
      [0, 0],
      [336, 0],
      [672, 0],
      [0, 230],
      [336, 230],
    ]);
    expect(boxes[1]?.height).toBe(166);
    expect(width).toBe(912);
    expect(height).toBe(230 + 78);
    for (const a of boxes)
      for (const b of boxes)
        if (a !== b)
          expect(
            a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y,
          ).toBe(true);
  });

  it("draws nothing for no entities", () => {
    expect(erdLayout([])).toEqual({ boxes: [], width: 0, height: 0 });
  });
});

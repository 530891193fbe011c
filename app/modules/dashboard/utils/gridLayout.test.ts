import { describe, expect, it } from "vitest";
import { changedPositions, layoutOf } from "./gridLayout";

describe("the dashboard grid's layout", () => {
  it("places known blocks where they are, at least 5 by 5, and new ones 6 by 10 in two columns below", () => {
    const layout = layoutOf(
      [1, 2, 3, 4],
      [
        { block: 1, xPos: 10, yPos: 0, blockWidth: 0, blockHeight: 3 },
        { block: 2, xPos: 0, yPos: 5, blockWidth: 12, blockHeight: 10 },
      ],
    );
    expect(layout.map(({ i, x, y, w, h }) => [i, x, y, w, h])).toEqual([
      ["1", 7, 0, 5, 5],
      ["2", 0, 5, 12, 10],
      ["3", 0, 15, 6, 10],
      ["4", 6, 15, 6, 10],
    ]);
  });

  it("saves only the blocks that moved or changed size", () => {
    const positions = [
      { block: 1, xPos: 0, yPos: 0, blockWidth: 6, blockHeight: 10 },
      { block: 2, xPos: 6, yPos: 0, blockWidth: 6, blockHeight: 10 },
    ];
    expect(
      changedPositions(
        [
          { i: "1", x: 0, y: 0, w: 6, h: 10 },
          { i: "2", x: 0, y: 10, w: 8, h: 10 },
        ],
        positions,
      ),
    ).toEqual([{ block: 2, xPos: 0, yPos: 10, blockWidth: 8, blockHeight: 10 }]);
  });
});

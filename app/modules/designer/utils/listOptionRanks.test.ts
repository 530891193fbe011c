import { describe, expect, it } from "vitest";
import type { ListOption } from "../../../../schemas";
import { listOptionRanks } from "./listOptionRanks";

const option = (id: number, rank: number | undefined): ListOption =>
  rank === undefined ? { id, translations: [] } : { id, rank, translations: [] };

describe("listOptionRanks", () => {
  it("numbers the new order 0..n and lists only the options whose rank changes", () => {
    // 1, 2, 3, 4 at ranks 0..3; 4 is dragged to the second place.
    expect(listOptionRanks([option(1, 0), option(4, 3), option(2, 1), option(3, 2)])).toEqual([
      { id: 4, rank: 1 },
      { id: 2, rank: 2 },
      { id: 3, rank: 3 },
    ]);
  });

  it("closes gaps and gives unranked options their place", () => {
    expect(listOptionRanks([option(5, 0), option(6, 10), option(7, undefined)])).toEqual([
      { id: 6, rank: 1 },
      { id: 7, rank: 2 },
    ]);
  });

  it("asks nothing when the order already matches the ranks", () => {
    expect(listOptionRanks([option(1, 0), option(2, 1)])).toEqual([]);
  });
});

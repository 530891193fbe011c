import { describe, expect, it } from "vitest";
import { openingMonth } from "./openingMonth";

const today = new Date(2026, 10, 27);
const day = (month: number, date: number, year = 2026) => new Date(year, month, date);

describe("openingMonth", () => {
  it("opens on today when this month has an event or there are none", () => {
    expect(openingMonth([day(0, 5), day(10, 2)], today)).toBe(today);
    expect(openingMonth([], today)).toBe(today);
  });

  it("opens on the next event to come, else on the last one past", () => {
    expect(openingMonth([day(0, 5), day(11, 9), day(11, 3)], today)).toEqual(day(11, 3));
    expect(openingMonth([day(0, 5), day(2, 1), day(1, 20)], today)).toEqual(day(2, 1));
  });
});

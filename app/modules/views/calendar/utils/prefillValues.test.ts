import { describe, expect, it } from "vitest";
import type { CompiledItem } from "../../../../../engine";
import { prefillValues } from "./prefillValues";

const item = (id: number, withtime: boolean) =>
  ({ id, fieldSettings: { withtime } }) as unknown as CompiledItem;

describe("prefillValues", () => {
  it("keeps the defaults and fills date-times as stored UTC values", () => {
    const slot = { start: new Date("2026-03-02T09:00:00Z"), end: new Date("2026-03-02T09:30:00Z") };
    expect(prefillValues({ 5: "Call" }, slot, item(1, true), item(2, true))).toEqual({
      5: "Call",
      1: "2026-03-02T09:00:00Z",
      2: "2026-03-02T09:30:00Z",
    });
  });

  it("gives a whole-day slot's end as its last day", () => {
    const slot = { start: new Date(2026, 2, 2), end: new Date(2026, 2, 4) };
    expect(prefillValues({}, slot, item(1, false), item(2, false))).toEqual({
      1: "2026-03-02",
      2: "2026-03-03",
    });
  });

  it("fills only the items the settings name", () => {
    const slot = { start: new Date(2026, 2, 2), end: new Date(2026, 2, 3) };
    expect(prefillValues({}, slot, item(1, false))).toEqual({ 1: "2026-03-02" });
  });
});

import { describe, expect, it } from "vitest";
import { linkViews } from "./linkViews";

describe("linkViews", () => {
  it("keeps the link item's views the app has, in their order, once each", () => {
    expect(linkViews(["kanban", "list", "hourregistration", "kanban", "calendar"])).toEqual([
      "kanban",
      "list",
      "calendar",
    ]);
  });

  it("falls back to the table", () => {
    expect(linkViews(undefined)).toEqual(["list"]);
    expect(linkViews(["hourregistration"])).toEqual(["list"]);
  });
});

import { describe, expect, it } from "vitest";
import { entityViews } from "./entityViews";

describe("entityViews", () => {
  it("offers the table and each view whose settings are set", () => {
    expect(entityViews({})).toEqual(["list"]);
    expect(entityViews({ kanban_list_field: 4, calendar_date_field: 9 })).toEqual([
      "list",
      "kanban",
      "calendar",
    ]);
    expect(entityViews({ kanban_search_field: null, calendar_default: "week" })).toEqual(["list"]);
  });
});

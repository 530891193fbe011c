import { describe, expect, it } from "vitest";
import { baseFieldCopyName } from "./baseFieldCopyName";

describe("baseFieldCopyName", () => {
  it("starts at #1", () => {
    expect(baseFieldCopyName("Status", ["Status", "Priority"])).toBe("Status #1");
  });

  it("takes the next free number, whatever the case of the names taken", () => {
    expect(baseFieldCopyName("Status", ["Status", "Status #1", "status #2", "Status #4"])).toBe("Status #3");
  });

  it("counts a copy of a copy on from the original name", () => {
    expect(baseFieldCopyName("Status #1", ["Status", "Status #1"])).toBe("Status #2");
  });
});

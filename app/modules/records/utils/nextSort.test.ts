import { describe, expect, it } from "vitest";
import { nextSort } from "./nextSort";

describe("nextSort", () => {
  it("goes none -> ASC -> DESC -> ASC on one column", () => {
    const ascending = nextSort(null, "12");
    expect(ascending).toEqual({ key: "12", order: "ASC" });
    const descending = nextSort(ascending, "12");
    expect(descending).toEqual({ key: "12", order: "DESC" });
    expect(nextSort(descending, "12")).toEqual({ key: "12", order: "ASC" });
  });

  it("starts another column at ASC", () => {
    expect(nextSort({ key: "12", order: "DESC" }, "created_at")).toEqual({ key: "created_at", order: "ASC" });
  });
});

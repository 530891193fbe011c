import { describe, expect, it } from "vitest";
import { fieldTypeNames } from "../../../engine";
import { FIELD_STORAGE, holdsNoValue, storageOf } from "./fieldStorage";

describe("field storage catalog", () => {
  it("has exactly one entry per field type", () => {
    expect(Object.keys(FIELD_STORAGE).sort()).toEqual([...fieldTypeNames].sort());
  });

  it("gives every class its column type and index", () => {
    for (const type of fieldTypeNames) {
      const { storage, columnType, index } = FIELD_STORAGE[type];
      if (storage === "text") expect([columnType, index]).toEqual(["text", "text_prefix"]);
      if (storage === "number") expect(index).toBe("btree");
      if (storage === "moment") expect([columnType, index]).toEqual(["timestamptz", "btree"]);
      if (storage === "ids") expect([columnType, index]).toEqual(["integer[]", "gin"]);
      if (storage === "none") expect(columnType).toBeNull();
    }
  });

  it("keeps unknown types as JSON only, and nothing for a button", () => {
    expect(storageOf("signature").storage).toBe("json");
    expect(storageOf("constructor").storage).toBe("json");
    expect(holdsNoValue("customActionButton")).toBe(true);
    expect(holdsNoValue("text")).toBe(false);
  });

  it("reads each value as its column holds it", () => {
    const column = (type: string, value: unknown) => storageOf(type).columnValue(value);
    expect(column("email", "a@b.nl")).toBe("a@b.nl");
    expect(column("amount", 12.5)).toBe(12.5);
    expect(column("amount", Number.NaN)).toBeNull();
    expect(column("time", "25:30")).toBe(1530);
    expect(column("date", "2026-03-01")).toBe("2026-03-01T00:00:00Z");
    expect(column("date", "2026-02-30x")).toBeNull();
    expect(column("user", [3, "x", 4])).toEqual([3, 4]);
    expect(column("geolocation", { latitude: 1, longitude: 2 })).toBeNull();
    expect(column("text", 12)).toBeNull();
  });
});

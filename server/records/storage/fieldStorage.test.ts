import { describe, expect, it } from "vitest";
import { fieldTypeNames } from "../../../engine";
import { FIELD_STORAGE, holdsNoValue, storageOf } from "./fieldStorage";
import { typedColumns } from "./typedColumns";

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

  it("puts each value in the typed column of its class", () => {
    const empty = { value_text: null, value_number: null, value_date: null, value_ids: null };
    expect(typedColumns("email", "a@b.nl")).toEqual({ ...empty, value_text: "a@b.nl" });
    expect(typedColumns("amount", 12.5)).toEqual({ ...empty, value_number: 12.5 });
    expect(typedColumns("amount", Number.NaN)).toEqual(empty);
    expect(typedColumns("time", "25:30")).toEqual({ ...empty, value_number: 1530 });
    expect(typedColumns("date", "2026-03-01")).toEqual({ ...empty, value_date: "2026-03-01T00:00:00Z" });
    expect(typedColumns("date", "2026-02-30x")).toEqual(empty);
    expect(typedColumns("user", [3, "x", 4])).toEqual({ ...empty, value_ids: [3, 4] });
    expect(typedColumns("geolocation", { latitude: 1, longitude: 2 })).toEqual(empty);
    expect(typedColumns("text", 12)).toEqual(empty);
  });
});

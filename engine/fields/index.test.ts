import { describe, expect, it } from "vitest";
import { FIELD_TYPES } from "../../schemas";
import { fieldTypeNames, fieldTypeOf, fieldTypes, isFieldType, isSortable } from "./index";
import { makeItem } from "./testing";

describe("field-type catalog", () => {
  it("has one module per field type, registered under its own name", () => {
    for (const type of FIELD_TYPES) expect(fieldTypeOf(type)?.type).toBe(type);
    expect(Object.keys(fieldTypes).sort()).toEqual([...FIELD_TYPES, "dossier_data"].sort());
  });

  it("names every field type once, and only field types", () => {
    expect([...fieldTypeNames].sort()).toEqual(
      Object.keys(fieldTypes)
        .filter((t) => t !== "dossier_data")
        .sort(),
    );
    expect(fieldTypeNames.every(isFieldType)).toBe(true);
    expect(isFieldType("dossier_data")).toBe(false);
    expect(isFieldType("signature")).toBe(false);
    expect(isFieldType("constructor")).toBe(false);
  });

  it("knows record metadata items", () => {
    expect(fieldTypeOf("dossier_data")?.editable).toBe(false);
  });

  it("answers undefined for unknown types, including object built-ins", () => {
    expect(fieldTypeOf("signature")).toBeUndefined();
    expect(fieldTypeOf("constructor")).toBeUndefined();
    expect(fieldTypeOf("toString")).toBeUndefined();
  });

  it("marks the types users cannot edit", () => {
    const fixed = Object.values(fieldTypes)
      .filter((module) => !module.editable)
      .map((module) => module.type)
      .sort();
    expect(fixed).toEqual(["autoIncrement", "calc", "customActionButton", "dossier_data"]);
  });

  it("answers sortability per item", () => {
    expect(isSortable(makeItem("text"))).toBe(true);
    expect(isSortable(makeItem("textarea"))).toBe(false);
    expect(isSortable(makeItem("dossier_data", { settings: { dossier_data: "created_at" } }))).toBe(true);
    expect(isSortable(makeItem("dossier_data", { settings: { dossier_data: "summary" } }))).toBe(false);
    expect(isSortable(makeItem("block"))).toBe(false);
  });

  it("gives every module a sensible empty value", () => {
    for (const module of Object.values(fieldTypes)) {
      expect(module.isEmpty?.(null)).toBe(true);
      expect(module.toStrings?.(null)).toEqual([]);
    }
  });
});

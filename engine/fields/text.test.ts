import { describe, expect, it } from "vitest";
import { fits, makeContext, makeItem } from "./testing";
import text, { TEXT_DEFAULT_SIZE, textRule, textSize } from "./text";

const ctx = makeContext();
const plain = makeItem("text");
const withRegex = (regex: string) => makeItem("text", { fieldSettings: { regex } });
const check = (value: unknown, item = plain) => text.validate?.(value, item, ctx);

describe("text", () => {
  it("describes a string of at most 255 characters", () => {
    expect(text.valueSchema(plain)).toEqual({ type: "string", maxLength: 255 });
    expect(fits(text.valueSchema(plain), "x".repeat(255))).toBe(true);
    expect(fits(text.valueSchema(plain), "x".repeat(256))).toBe(false);
  });

  it("limits the length to 255 characters, counting characters rather than UTF-16 units", () => {
    expect(check("x".repeat(255))).toBeUndefined();
    expect(check("x".repeat(256))).toBe("The maximum length is 255 characters");
    expect(check("😀".repeat(255))).toBeUndefined();
  });

  it("rejects a value that is not a string", () => {
    expect(check(12)).toBe("The value does not match the required format");
  });

  it("applies the numbers_only preset", () => {
    const item = withRegex("numbers_only");
    expect(check("0123", item)).toBeUndefined();
    expect(check("12a", item)).toBe("Only numbers are allowed");
    expect(check("-12", item)).toBe("Only numbers are allowed");
  });

  it("applies the dutch_zipcode preset", () => {
    const item = withRegex("dutch_zipcode");
    expect(check("1234 AB", item)).toBeUndefined();
    expect(check("1234AB", item)).toBeUndefined();
    expect(check("1234ab", item)).toBeUndefined();
    for (const wrong of ["0234 AB", "123 AB", "1234  AB", "1234 A", "1234 ABC"]) {
      expect(check(wrong, item)).toBe("Enter a valid Dutch zipcode (1234 AB)");
    }
  });

  it("applies the municipal_code preset", () => {
    const item = withRegex("municipal_code");
    expect(check("0363", item)).toBeUndefined();
    expect(check("363", item)).toBe("Enter a municipal code of 4 digits");
    expect(check("03630", item)).toBe("Enter a municipal code of 4 digits");
  });

  it("applies the denomination preset: letters, spaces, hyphens, apostrophes and dots", () => {
    const item = withRegex("denomination");
    expect(check("Jan-Willem van 't Hof Jr.", item)).toBeUndefined();
    expect(check("Müller Ørsted", item)).toBeUndefined();
    expect(check("Jansen 2", item)).toBe("Only letters are allowed");
    expect(check("a_b", item)).toBe("Only letters are allowed");
  });

  it("puts the preset pattern in the schema so forms and server check the same", () => {
    const schema = text.valueSchema(withRegex("dutch_zipcode"));
    expect(fits(schema, "1234 AB")).toBe(true);
    expect(fits(schema, "0234 AB")).toBe(false);
    expect(fits(text.valueSchema(withRegex("denomination")), "Émile d'Ancona")).toBe(true);
  });

  it("applies a custom pattern as a search, like JSON Schema does", () => {
    const item = withRegex("^[A-Z]{2}-\\d+$");
    expect(text.valueSchema(item)).toEqual({ type: "string", maxLength: 255, pattern: "^[A-Z]{2}-\\d+$" });
    expect(check("CL-42", item)).toBeUndefined();
    expect(check("cl-42", item)).toBe("The value does not match the required format");
    expect(check("xAB1", withRegex("AB\\d"))).toBeUndefined();
  });

  it("ignores an invalid custom pattern instead of throwing", () => {
    const item = withRegex("([a-z");
    expect(textRule(item)).toBeUndefined();
    expect(text.valueSchema(item)).toEqual({ type: "string", maxLength: 255 });
    expect(check("anything", item)).toBeUndefined();
  });

  it("checks the BSN validator", () => {
    const item = makeItem("text", { settings: { validators: ["BSN"] } });
    expect(check("111222333", item)).toBeUndefined();
    expect(check("123456789", item)).toBe("Enter a valid BSN");
  });

  it("checks the IBAN validator", () => {
    const item = makeItem("text", { settings: { validators: ["IBAN"] } });
    expect(check("NL91 ABNA 0417 1643 00", item)).toBeUndefined();
    expect(check("NL91ABNA0417164301", item)).toBe("Enter a valid IBAN");
  });

  it("leaves UniqueValue to the server", () => {
    const item = makeItem("text", { settings: { validators: ["UniqueValue"] } });
    expect(check("anything", item)).toBeUndefined();
  });

  it("reports the format before the validators", () => {
    const item = makeItem("text", {
      fieldSettings: { regex: "numbers_only" },
      settings: { validators: ["BSN"] },
    });
    expect(check("12345678x", item)).toBe("Only numbers are allowed");
    expect(check("123456789", item)).toBe("Enter a valid BSN");
  });

  it("formats, empties and compares as plain strings", () => {
    expect(text.format("Jansen", plain, "list", ctx)).toBe("Jansen");
    expect(text.format(null, plain, "show", ctx)).toBe("");
    expect(text.isEmpty?.("  ")).toBe(true);
    expect(text.isEmpty?.("a")).toBe(false);
    expect(text.toStrings?.("Jansen")).toEqual(["Jansen"]);
    expect(text.toStrings?.("")).toEqual([]);
  });

  it("takes the input width from the size setting, 100 by default", () => {
    expect(TEXT_DEFAULT_SIZE).toBe(100);
    expect(textSize(plain)).toBe(100);
    expect(text.inputSize?.(plain)).toBe(100);
    expect(textSize(makeItem("text", { fieldSettings: { size: 10 } }))).toBe(10);
    expect(textSize(makeItem("text", { fieldSettings: { size: 255 } }))).toBe(255);
  });

  it("falls back to 100 for a size that is no width, and never goes past the 255 limit", () => {
    for (const size of [0, -5, 12.5, Number.NaN]) {
      expect(textSize(makeItem("text", { fieldSettings: { size } }))).toBe(100);
    }
    expect(textSize(makeItem("text", { fieldSettings: { size: 1000 } }))).toBe(255);
  });

  it("treats size as a width, not a length limit: longer texts stay valid up to 255", () => {
    const narrow = makeItem("text", { fieldSettings: { size: 10 } });
    expect(text.valueSchema(narrow)).toEqual({ type: "string", maxLength: 255 });
    expect(check("x".repeat(50), narrow)).toBeUndefined();
    expect(check("x".repeat(256), narrow)).toBe("The maximum length is 255 characters");
  });

  it("offers the text search operators and no aggregations", () => {
    expect(text.searchOperators).toEqual(["like", "exact", "string_empty", "string_is_not_empty"]);
    expect(text.aggregations).toEqual([]);
    expect([text.editable, text.sortable]).toEqual([true, true]);
  });
});

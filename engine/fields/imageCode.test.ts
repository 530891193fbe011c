import { describe, expect, it } from "vitest";
import type { BaseFieldSettings } from "../../schemas";
import imageCode, { utf8Length } from "./imageCode";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const codeItem = (imageType?: BaseFieldSettings["imageType"]) =>
  makeItem("imageCode", { fieldSettings: imageType ? { imageType } : {} });
const check = (value: unknown, imageType?: BaseFieldSettings["imageType"]) =>
  imageCode.validate?.(value, codeItem(imageType), ctx);

describe("imageCode", () => {
  it("limits code39 to its character set", () => {
    expect(check("DK-000123 $/+%.", "code39")).toBeUndefined();
    expect(check("dk-000123", "code39")).toBe("This value cannot be encoded as code39");
    expect(check("A_B", "code39")).toBe("This value cannot be encoded as code39");
    expect(fits(imageCode.valueSchema(codeItem("code39")), "DK-1")).toBe(true);
    expect(fits(imageCode.valueSchema(codeItem("code39")), "dk-1")).toBe(false);
  });

  it("limits code128, the default, to printable ASCII", () => {
    expect(check("dk-000123 {x}~")).toBeUndefined();
    expect(check("café")).toBe("This value cannot be encoded as code128");
    expect(check("a\tb", "code128")).toBe("This value cannot be encoded as code128");
    expect(fits(imageCode.valueSchema(codeItem()), "café")).toBe(false);
  });

  it("limits a QR code to 2953 bytes of UTF-8", () => {
    expect(check("x".repeat(2953), "qrcode")).toBeUndefined();
    expect(check("x".repeat(2954), "qrcode")).toBe("This value cannot be encoded as qrcode");
    expect(check("é".repeat(1477), "qrcode")).toBe("This value cannot be encoded as qrcode");
    expect(check("é".repeat(1476), "qrcode")).toBeUndefined();
    expect(fits(imageCode.valueSchema(codeItem("qrcode")), "x".repeat(2954))).toBe(false);
  });

  it("counts UTF-8 bytes", () => {
    expect(utf8Length("aé€😀")).toBe(1 + 2 + 3 + 4);
  });

  it("is shown as the encoded text", () => {
    expect(imageCode.format("DK-000123", codeItem(), "list", ctx)).toBe("DK-000123");
    expect(imageCode.searchOperators).toEqual([]);
    expect(imageCode.aggregations).toEqual([]);
  });
});

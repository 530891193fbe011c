import { describe, expect, it } from "vitest";
import { fieldTypeNames } from "../../../../../engine";
import { t } from "../../../../../locales";
import { baseFieldTypes } from "./baseFieldTypes";
import { fieldTypeLabel } from "./fieldTypeLabel";

describe("designer field types", () => {
  it("offers every engine field type except link (made on the link form), in the spec's order, tree beside list", () => {
    expect(baseFieldTypes).toEqual([
      "text",
      "textarea",
      "amount",
      "url",
      "email",
      "autoIncrement",
      "calc",
      "imageCode",
      "date",
      "time",
      "file",
      "geolocation",
      "list",
      "tree",
      "user",
      "customActionButton",
    ]);
    expect([...baseFieldTypes, "link"].sort()).toEqual([...fieldTypeNames].sort());
  });

  it("labels every field type, and an unknown one by its name", () => {
    for (const type of fieldTypeNames) expect(fieldTypeLabel(type, t)).not.toBe(type);
    expect(fieldTypeLabel("signature", t)).toBe("signature");
    expect(fieldTypeLabel("toString", t)).toBe("toString");
  });
});

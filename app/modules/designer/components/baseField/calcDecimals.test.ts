import { describe, expect, it } from "vitest";
import { baseFieldErrors } from "./baseFieldErrors";
import { baseFieldSettingsBody } from "./baseFieldSettingsBody";

const calc = (decimals: string) => ({
  uuid: "u",
  name: "total",
  type: "calc",
  settings: { formula: "{a} + {b}", output: "DECIMAL", decimals },
});

describe("a calculation's decimals setting", () => {
  it("is sent as a number, and left out when blank (the result decides)", () => {
    expect(baseFieldSettingsBody(calc("3")).decimals).toBe(3);
    expect(baseFieldSettingsBody(calc("")).decimals).toBeUndefined();
    expect(baseFieldSettingsBody(calc("")).formula).toBe("{a} + {b}");
  });

  it("takes 0 to 10 whole decimals", () => {
    expect(baseFieldErrors(calc("0"))["settings.decimals"]).toBeUndefined();
    expect(baseFieldErrors(calc(""))["settings.decimals"]).toBeUndefined();
    expect(baseFieldErrors(calc("11"))["settings.decimals"]).toBeDefined();
    expect(baseFieldErrors(calc("1.5"))["settings.decimals"]).toBeDefined();
  });
});

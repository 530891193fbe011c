import { describe, expect, it } from "vitest";
import { LOGO_NOT_AN_IMAGE, LOGO_TOO_LARGE, MAX_LOGO_BYTES, parseLogo } from "./logo";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const JPEG = Buffer.from("ffd8ffe000104a464946", "hex");
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString("base64")}`;

describe("parseLogo", () => {
  it("accepts png and jpeg whose bytes match their type", () => {
    expect(parseLogo(dataUrl("image/png", PNG))).toEqual({ mime: "image/png", bytes: PNG });
    expect(parseLogo(dataUrl("image/jpeg", JPEG))).toEqual({ mime: "image/jpeg", bytes: JPEG });
  });

  it("refuses other types, mismatched bytes and text posing as an image", () => {
    expect(parseLogo(dataUrl("image/gif", Buffer.from("GIF89a")))).toEqual({ error: LOGO_NOT_AN_IMAGE });
    expect(parseLogo(dataUrl("image/png", JPEG))).toEqual({ error: LOGO_NOT_AN_IMAGE });
    expect(parseLogo(dataUrl("image/jpeg", Buffer.from("<svg onload=alert(1)>")))).toEqual({
      error: LOGO_NOT_AN_IMAGE,
    });
    expect(parseLogo("https://example.com/logo.png")).toEqual({ error: LOGO_NOT_AN_IMAGE });
  });

  it("refuses images over 2 MB", () => {
    const big = Buffer.concat([PNG, Buffer.alloc(MAX_LOGO_BYTES)]);
    expect(parseLogo(dataUrl("image/png", big))).toEqual({ error: LOGO_TOO_LARGE });
  });
});

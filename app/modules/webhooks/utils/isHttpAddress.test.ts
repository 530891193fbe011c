import { describe, expect, it } from "vitest";
import { isHttpAddress } from "./isHttpAddress";

describe("isHttpAddress", () => {
  it("takes http and https addresses with a host", () => {
    expect(isHttpAddress("https://hooks.example.test/docket")).toBe(true);
    expect(isHttpAddress("http://127.0.0.1:8123/in")).toBe(true);
  });

  it("refuses other schemes and what is no address", () => {
    for (const value of [
      "ftp://example.test",
      "javascript:alert(1)",
      "file:///etc/passwd",
      "example.test",
      "",
    ]) {
      expect(isHttpAddress(value), value).toBe(false);
    }
  });
});

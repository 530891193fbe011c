import { describe, expect, it } from "vitest";
import { fits, makeContext, makeItem } from "./testing";
import url from "./url";

const ctx = makeContext();
const item = makeItem("url");
const schema = url.valueSchema(item);

describe("url", () => {
  it("describes a string in the uri format", () => {
    expect(schema).toEqual({ type: "string", format: "uri" });
  });

  it("accepts http and https addresses, which the schema accepts too", () => {
    const valid = [
      "https://example.nl",
      "http://localhost:8080/path?q=1&r=a%20b#top",
      "https://user:pw@example.com/a/b/",
      "https://medium.com/@someone/post-1",
      "HTTPS://EXAMPLE.NL",
    ];
    for (const address of valid) {
      expect(url.validate?.(address, item, ctx)).toBeUndefined();
      expect(fits(schema, address)).toBe(true);
    }
  });

  it("rejects other schemes, missing hosts and characters a URI may not hold", () => {
    const invalid = [
      "www.example.nl",
      "ftp://example.nl",
      "mailto:jan@example.nl",
      "https://",
      "https://exa mple.nl",
      "https://example.nl/a|b",
      "https://example.nl/%zz",
      "https://a@b@example.nl",
      "https://example.nl/#a#b",
      "https://bücher.de",
      "https://example.nl:port",
    ];
    for (const address of invalid) expect(url.validate?.(address, item, ctx)).toBe("Enter a valid URL");
    expect(url.validate?.(7, item, ctx)).toBe("Enter a valid URL");
  });

  it("never accepts what the schema rejects", () => {
    const samples = [
      "https://example.nl/a;b=c,d!e*f'g(h)i~j$k",
      "https://example.nl/?a=b?c/d",
      "http://127.0.0.1:3000",
      "https://[::1]/",
      "https://example.nl/a|b",
      "https://example.nl/a^b",
      "https://example.nl/a\\b",
    ];
    const accepted = samples.filter((address) => url.validate?.(address, item, ctx) === undefined);
    expect(accepted.length).toBeGreaterThan(2);
    expect(accepted.filter((address) => !fits(schema, address))).toEqual([]);
  });

  it("shows 'Unknown' when empty, except in an export", () => {
    expect(url.format("", item, "show", ctx)).toBe("Unknown");
    expect(url.format(null, item, "csv", ctx)).toBe("");
    expect(url.format("https://example.nl", item, "list", ctx)).toBe("https://example.nl");
  });
});

import { describe, expect, it } from "vitest";
import email from "./email";
import { fits, makeContext, makeItem } from "./testing";

const ctx = makeContext();
const item = makeItem("email");
const schema = email.valueSchema(item);
const valid = ["jan@example.nl", "j.de.vries+docket@mail.example.co.uk", "a_b@sub-domain.example.org"];
const invalid = [
  "jan",
  "jan@",
  "@example.nl",
  "jan@example",
  "jan @example.nl",
  "jan@example..nl",
  "jan@-x.nl",
];

describe("email", () => {
  it("describes a string in the email format", () => {
    expect(schema).toEqual({ type: "string", format: "email" });
  });

  it("accepts addresses and agrees with the schema", () => {
    for (const address of valid) {
      expect(email.validate?.(address, item, ctx)).toBeUndefined();
      expect(fits(schema, address)).toBe(true);
    }
  });

  it("rejects what is not an address, as the schema does", () => {
    for (const address of invalid) {
      expect(email.validate?.(address, item, ctx)).toBe("Enter a valid email address");
      expect(fits(schema, address)).toBe(false);
    }
    expect(email.validate?.(42, item, ctx)).toBe("Enter a valid email address");
  });

  it("shows 'Unknown' when empty, except in an export", () => {
    expect(email.format("", item, "show", ctx)).toBe("Unknown");
    expect(email.format(null, item, "list", ctx)).toBe("Unknown");
    expect(email.format(undefined, item, "csv", ctx)).toBe("");
    expect(email.format("jan@example.nl", item, "csv", ctx)).toBe("jan@example.nl");
  });

  it("searches like text", () => {
    expect(email.searchOperators).toEqual(["like", "exact", "string_empty", "string_is_not_empty"]);
    expect(email.toStrings?.("jan@example.nl")).toEqual(["jan@example.nl"]);
  });
});

import { describe, expect, it } from "vitest";
import type { EmbedToken } from "../api/EmbedToken";
import { editableOf, expiryDayOf, tokenChangesOf } from "./tokenChanges";

const token: EmbedToken = {
  id: 1,
  uuid: "u-1",
  environment: 1000,
  name: "Intake form",
  entity: 11,
  action: "create",
  record: null,
  role: { id: 5, name: "Intake" },
  allowedOrigins: ["https://www.example.org", "http://localhost:3000"],
  expiresAt: "2020-03-31T23:59:59.000Z",
  revokedAt: null,
  createdBy: "admin",
  createdAt: "2020-01-01T00:00:00.000Z",
};

describe("tokenChangesOf", () => {
  it("sends nothing for an untouched form", () => {
    expect(tokenChangesOf(token, editableOf(token))).toEqual({});
  });

  it("renames an expired token without sending its past expiry again", () => {
    expect(tokenChangesOf(token, { ...editableOf(token), name: "  Intake 2020 " })).toEqual({
      name: "Intake 2020",
    });
  });

  it("reads the origins one a line, blanks dropped, and sends them when they differ", () => {
    const form = { ...editableOf(token), origins: "https://www.example.org\n\nhttp://localhost:3000\n" };
    expect(tokenChangesOf(token, form)).toEqual({});
    expect(tokenChangesOf(token, { ...form, origins: "https://www.example.org" })).toEqual({
      allowedOrigins: ["https://www.example.org"],
    });
  });

  it("sends a new expiry as the day chosen", () => {
    expect(tokenChangesOf(token, { ...editableOf(token), expiresAt: "2099-06-30" })).toEqual({
      expiresAt: "2099-06-30",
    });
  });
});

describe("expiryDayOf", () => {
  it("is the UTC day, the day the server read as that day's end", () => {
    expect(expiryDayOf("2099-06-30T23:59:59.000Z")).toBe("2099-06-30");
  });
});

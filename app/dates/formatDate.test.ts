import { describe, expect, it } from "vitest";
import { formatDate } from "./formatDate";

describe("dates", () => {
  it("read in the interface language's medium style (English here), in Amsterdam time", () => {
    expect(formatDate("2026-03-01T10:00:00Z")).toBe("1 Mar 2026");
    // 23:30 UTC on 31 December is already New Year in Amsterdam.
    expect(formatDate("2025-12-31T23:30:00Z")).toBe("1 Jan 2026");
    expect(formatDate(null)).toBe("");
    expect(formatDate("not a date")).toBe("");
  });

  it("read in another language's own style", () => {
    expect(formatDate("2026-03-01T10:00:00Z", false, "nl-NL")).toBe("1 mrt 2026");
    expect(formatDate("2026-07-15T12:05:00Z", true, "nl-NL")).toBe("15 jul 2026, 14:05");
    expect(formatDate("2026-07-15T12:05:00Z", true, "de-DE")).toBe("15.07.2026, 14:05");
  });
});

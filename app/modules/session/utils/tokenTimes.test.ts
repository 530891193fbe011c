import { describe, expect, it } from "vitest";
import { tokenFor } from "../../../testing/tokenFor";
import { isTokenValid } from "./isTokenValid";
import { needsRenewal } from "./needsRenewal";

const now = Date.parse("2026-03-02T09:00:00Z");
const seconds = now / 1000;
const token = (expiresIn: number) => ({ ...tokenFor(), iat: seconds - 60, exp: seconds + expiresIn });

describe("token times", () => {
  it("treats a token as expired five minutes before its exp", () => {
    expect(isTokenValid(token(301), now)).toBe(true);
    expect(isTokenValid(token(300), now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });

  it("renews when no more than 500 seconds of validity would be left at the next 5-minute check", () => {
    // validity = exp - 300 s margin; next check in 300 s; renew when validity - 300 <= 500
    expect(needsRenewal(token(3600), now)).toBe(false);
    expect(needsRenewal(token(1101), now)).toBe(false);
    expect(needsRenewal(token(1100), now)).toBe(true);
    expect(needsRenewal(token(400), now)).toBe(true);
  });
});

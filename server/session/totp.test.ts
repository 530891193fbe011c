import { describe, expect, it } from "vitest";
import { checkTotp, currentTotpCode, newTotpSecret, totpUri } from "./totp";

describe("totp", () => {
  const secret = newTotpSecret();
  const now = Date.UTC(2026, 0, 15, 12, 0, 0);

  it("accepts the current code and one period of drift, and answers its time step", () => {
    const step = Math.floor(now / 30_000);
    expect(checkTotp(secret, currentTotpCode(secret, now), null, now)).toBe(step);
    expect(checkTotp(secret, currentTotpCode(secret, now - 30_000), null, now)).toBe(step - 1);
    expect(checkTotp(secret, currentTotpCode(secret, now - 90_000), null, now)).toBeNull();
  });

  it("refuses a code whose time step was used already", () => {
    const code = currentTotpCode(secret, now);
    const step = checkTotp(secret, code, null, now);
    expect(checkTotp(secret, code, step, now)).toBeNull();
  });

  it("refuses anything but six digits", () => {
    expect(checkTotp(secret, "12345", null, now)).toBeNull();
    expect(checkTotp(secret, "abcdef", null, now)).toBeNull();
  });

  it("writes an otpauth address with the issuer and the secret", () => {
    const uri = totpUri(secret, "anna");
    expect(uri).toContain("otpauth://totp/Docket:anna");
    expect(uri).toContain(`secret=${secret}`);
  });
});

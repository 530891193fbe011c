import { describe, expect, it } from "vitest";
import { isValidBsn, isValidIban } from "./validators";

describe("isValidBsn", () => {
  it("accepts numbers passing the 11-proof", () => {
    expect(isValidBsn("111222333")).toBe(true);
    expect(isValidBsn("123456782")).toBe(true);
  });

  it("rejects numbers failing the 11-proof", () => {
    expect(isValidBsn("123456789")).toBe(false);
    expect(isValidBsn("111222334")).toBe(false);
  });

  it("rejects other lengths, non-digits and all zeros", () => {
    expect(isValidBsn("11122233")).toBe(false);
    expect(isValidBsn("1112223330")).toBe(false);
    expect(isValidBsn("11122233a")).toBe(false);
    expect(isValidBsn("111 222 333")).toBe(false);
    expect(isValidBsn("000000000")).toBe(false);
  });
});

describe("isValidIban", () => {
  it("accepts valid IBANs, with or without spaces and in lower case", () => {
    expect(isValidIban("NL91ABNA0417164300")).toBe(true);
    expect(isValidIban("GB82WEST12345698765432")).toBe(true);
    expect(isValidIban("DE89370400440532013000")).toBe(true);
    expect(isValidIban("BE68539007547034")).toBe(true);
    expect(isValidIban("NL91 ABNA 0417 1643 00")).toBe(true);
    expect(isValidIban("nl91abna0417164300")).toBe(true);
  });

  it("rejects a wrong check digit or a changed account number", () => {
    expect(isValidIban("NL92ABNA0417164300")).toBe(false);
    expect(isValidIban("NL91ABNA0417164301")).toBe(false);
  });

  it("rejects a length that does not fit the country", () => {
    expect(isValidIban("NL91ABNA041716430")).toBe(false);
    expect(isValidIban("GB82WEST1234569876543")).toBe(false);
  });

  it("rejects unknown countries and malformed input", () => {
    expect(isValidIban("ZZ91ABNA0417164300")).toBe(false);
    expect(isValidIban("NL9XABNA0417164300")).toBe(false);
    expect(isValidIban("NL91-ABNA-0417-1643-00")).toBe(false);
    expect(isValidIban("")).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { hashPassword, passwordProblem, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("are stored as argon2id hashes with a salt of their own", async () => {
    const first = await hashPassword("correct horse battery");
    const second = await hashPassword("correct horse battery");
    expect(first).toMatch(/^\$argon2id\$v=19\$m=\d+,t=\d+,p=\d+\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword(first, "correct horse battery")).toBe(true);
    expect(await verifyPassword(first, "correct horse battery!")).toBe(false);
  });

  it("never match without a stored hash, nor when absurdly long", async () => {
    expect(await verifyPassword(null, "anything")).toBe(false);
    const stored = await hashPassword("x".repeat(1025));
    expect(await verifyPassword(stored, "x".repeat(1025))).toBe(false);
  });

  it("must be 8 to 1024 characters long", async () => {
    expect(await passwordProblem("short")).toBe("The password must be at least 8 characters long");
    expect(await passwordProblem("long enough")).toBeUndefined();
    expect(await passwordProblem("x".repeat(1025))).toBe("The maximum length is 1024 characters");
  });

  it("must not be easy to guess: common, a keyboard walk, a repetition or built from the user's name", async () => {
    for (const easy of ["12345678", "password1", "qwertyuiop", "aaaaaaaaaa", "iloveyou2"]) {
      expect(await passwordProblem(easy)).toBe("This password is too easy to guess");
    }
    expect(await passwordProblem("janssen1984", ["janssen", "j.janssen@example.test"])).toBe(
      "This password is too easy to guess",
    );
    expect(await passwordProblem("correct horse battery")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_LOGIN_LIMITS } from "../config";
import { secondsToWait } from "./loginDelay";

describe("secondsToWait", () => {
  const now = new Date("2030-01-01T12:00:00Z");
  const secondsAgo = (seconds: number) => new Date(now.getTime() - seconds * 1000);
  const wait = (byPair: number, byAddress: number, lastAgo = 0) =>
    secondsToWait({ byPair, byAddress, lastPairFailure: secondsAgo(lastAgo) }, DEFAULT_LOGIN_LIMITS, now);

  it("lets the free failures pass, then doubles the wait from 30 seconds up to the window", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => wait(n, n))).toEqual([
      0, 0, 0, 30, 60, 120, 240, 480, 900, 900,
    ]);
  });

  it("counts the wait from the last failure", () => {
    expect(wait(4, 4, 45)).toBe(15);
    expect(wait(4, 4, 60)).toBe(0);
  });

  it("leaves no free failures to an address that failed for many usernames", () => {
    expect(wait(0, 100)).toBe(0);
    expect(wait(1, 100)).toBe(30);
    expect(wait(2, 100)).toBe(60);
  });
});

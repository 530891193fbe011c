import { describe, expect, it } from "vitest";
import { idleTimesFor } from "./idleTimesFor";

describe("idleTimesFor", () => {
  it("keeps the spec's 10 and 15 minutes without a stricter policy", () => {
    expect(idleTimesFor(null)).toEqual({ promptAfterMs: 600_000, timeoutMs: 900_000 });
    expect(idleTimesFor(60)).toEqual({ promptAfterMs: 600_000, timeoutMs: 900_000 });
  });

  it("ends sooner under a stricter policy, warning 5 minutes before or halfway", () => {
    expect(idleTimesFor(12)).toEqual({ promptAfterMs: 420_000, timeoutMs: 720_000 });
    expect(idleTimesFor(4)).toEqual({ promptAfterMs: 120_000, timeoutMs: 240_000 });
  });
});

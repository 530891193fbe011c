import { describe, expect, it } from "vitest";
import { countdownColor } from "./countdownColor";
import { formatCountdown } from "./formatCountdown";

describe("the countdown", () => {
  it("changes colour at 120, 60 and 30 seconds left", () => {
    expect(countdownColor(300)).toBe("teal.500");
    expect(countdownColor(121)).toBe("teal.500");
    expect(countdownColor(120)).toBe("yellow.500");
    expect(countdownColor(61)).toBe("yellow.500");
    expect(countdownColor(60)).toBe("orange.500");
    expect(countdownColor(31)).toBe("orange.500");
    expect(countdownColor(30)).toBe("red.500");
    expect(countdownColor(1)).toBe("red.500");
  });

  it("reads as minutes and seconds", () => {
    expect(formatCountdown(300)).toBe("5:00");
    expect(formatCountdown(61)).toBe("1:01");
    expect(formatCountdown(9)).toBe("0:09");
    expect(formatCountdown(-3)).toBe("0:00");
  });
});

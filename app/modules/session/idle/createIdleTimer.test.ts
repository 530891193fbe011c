// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../state/storageKeys";
import { createIdleTimer, type IdleTimer } from "./createIdleTimer";
import type { IdleState } from "./IdleState";

const MINUTE = 60_000;

describe("the idle timer", () => {
  let states: IdleState[];
  let timer: IdleTimer;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-03-02T09:00:00Z") });
    localStorage.clear();
    states = [];
    timer = createIdleTimer({ onChange: (state) => states.push(state) });
    timer.start();
  });

  afterEach(() => {
    timer.stop();
    vi.useRealTimers();
  });

  it("stays quiet for 10 minutes, then prompts with 300 seconds left", () => {
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(timer.state()).toEqual({ status: "active" });
    vi.advanceTimersByTime(1);
    expect(timer.state()).toEqual({ status: "prompt", secondsLeft: 300 });
  });

  it("counts down every second while prompting and times out at 15 minutes", () => {
    vi.advanceTimersByTime(10 * MINUTE);
    vi.advanceTimersByTime(1000);
    expect(timer.state()).toEqual({ status: "prompt", secondsLeft: 299 });
    vi.advanceTimersByTime(179_000);
    expect(timer.state()).toEqual({ status: "prompt", secondsLeft: 120 });
    vi.advanceTimersByTime(120_000);
    expect(timer.state()).toEqual({ status: "timedOut" });
    expect(states.filter((state) => state.status === "prompt")).toHaveLength(300);
  });

  it("goes back to active on any activity during the prompt", () => {
    vi.advanceTimersByTime(12 * MINUTE);
    expect(timer.state().status).toBe("prompt");
    timer.activity();
    expect(timer.state()).toEqual({ status: "active" });
    vi.advanceTimersByTime(10 * MINUTE - 1);
    expect(timer.state()).toEqual({ status: "active" });
  });

  it("ignores activity once timed out; only a new login starts a new cycle", () => {
    vi.advanceTimersByTime(15 * MINUTE);
    timer.activity();
    expect(timer.state()).toEqual({ status: "timedOut" });
    timer.reset();
    expect(timer.state()).toEqual({ status: "active" });
  });

  it("records activity at most every 250 ms, the last of a burst included", () => {
    const writes = vi.spyOn(Storage.prototype, "setItem");
    vi.advanceTimersByTime(1000);
    timer.activity();
    for (let i = 0; i < 10; i++) {
      vi.advanceTimersByTime(10);
      timer.activity();
    }
    const activityWrites = () =>
      writes.mock.calls.filter(([key]) => key === STORAGE_KEYS.lastActivity).length;
    expect(activityWrites()).toBe(1);
    vi.advanceTimersByTime(250);
    expect(activityWrites()).toBe(2);
    expect(Number(localStorage.getItem(STORAGE_KEYS.lastActivity))).toBe(Date.now() - 100);
    writes.mockRestore();
  });

  it("shares the idle state between tabs through storage", () => {
    vi.advanceTimersByTime(11 * MINUTE);
    expect(timer.state().status).toBe("prompt");
    // Another tab saw activity: it wrote the time, and this tab hears of it by a storage event.
    localStorage.setItem(STORAGE_KEYS.lastActivity, String(Date.now()));
    window.dispatchEvent(new StorageEvent("storage", { key: STORAGE_KEYS.lastActivity }));
    expect(timer.state()).toEqual({ status: "active" });
  });

  it("lets one tab's activity keep another tab from prompting", () => {
    const other = createIdleTimer({ onChange: () => {} });
    other.start();
    vi.advanceTimersByTime(8 * MINUTE);
    other.activity();
    vi.advanceTimersByTime(4 * MINUTE);
    // Without an event (same window), the timer still reads the shared time when it looks again.
    expect(timer.state()).toEqual({ status: "active" });
    other.stop();
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { WorkScope } from "./cancellation";
import { DatabaseNotAnsweringError, DatabaseWatchdog } from "./watchdog";

/** A ping the test answers: true (an answer), false (none within the bound), or left waiting. */
function pings() {
  const asked: ((answered: boolean) => void)[] = [];
  const ping = () => new Promise<boolean>((resolve) => asked.push(resolve));
  return { ping, asked };
}

function never(): Promise<never> {
  return new Promise(() => undefined);
}

describe("database watchdog", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("pings only once work has waited a second, and leaves slow work alone while pings answer", async () => {
    vi.useFakeTimers();
    const { ping, asked } = pings();
    const watchdog = new DatabaseWatchdog({ ping, pingTimeoutMs: 3000 });
    const scope = new WorkScope(Date.now() + 30_000);
    let finish: (value: string) => void = () => undefined;
    const work = watchdog.watch(scope, () => new Promise<string>((resolve) => (finish = resolve)));

    await vi.advanceTimersByTimeAsync(900);
    expect(asked).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    expect(asked).toHaveLength(1);
    asked[0]?.(true);
    // Ten seconds of a slow query with every ping answered: nothing is stopped.
    for (let second = 0; second < 10; second++) {
      await vi.advanceTimersByTimeAsync(1000);
      for (const answer of asked.splice(0)) answer(true);
    }
    expect(scope.signal.aborted).toBe(false);
    finish("done");
    await expect(work).resolves.toBe("done");
    watchdog.close();
  });

  it("stops the waiting work and refuses new work when a ping gets no answer, until one answers", async () => {
    vi.useFakeTimers();
    const { ping, asked } = pings();
    const watchdog = new DatabaseWatchdog({ ping, pingTimeoutMs: 3000 });
    const waiting = new WorkScope(Date.now() + 30_000);
    const stopped = new Promise<Error>((resolve) => (waiting.onStop = resolve));
    void watchdog.watch(waiting, never);

    await vi.advanceTimersByTimeAsync(1200);
    asked.shift()?.(false);
    expect(await stopped).toBeInstanceOf(DatabaseNotAnsweringError);
    expect(watchdog.isAnswering).toBe(false);
    const next = new WorkScope(Date.now() + 30_000);
    const work = vi.fn(() => Promise.resolve(1));
    await expect(watchdog.watch(next, work)).rejects.toBeInstanceOf(DatabaseNotAnsweringError);
    expect(work).not.toHaveBeenCalled();
    // Work outside a request is not refused.
    await expect(watchdog.watch(undefined, () => Promise.resolve(2))).resolves.toBe(2);

    // Pings go on without any request, and the first answer ends it.
    await vi.advanceTimersByTimeAsync(1200);
    expect(asked).toHaveLength(1);
    asked.shift()?.(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(watchdog.isAnswering).toBe(true);
    await expect(watchdog.watch(next, work)).resolves.toBe(1);
    watchdog.close();
  });
});

import { ACTIVITY_DEBOUNCE_MS, IDLE_PROMPT_MS, IDLE_TIMEOUT_MS } from "../state/sessionTimes";
import { STORAGE_KEYS } from "../state/storageKeys";
import type { IdleState } from "./IdleState";

export interface IdleTimerOptions {
  onChange: (state: IdleState) => void;
  now?: () => number;
  /** Where the last activity is kept; local storage shares it with the other tabs. */
  storage?: Storage;
  promptAfterMs?: number;
  timeoutMs?: number;
  debounceMs?: number;
}

export interface IdleTimer {
  start(): void;
  stop(): void;
  /** The user did something: recorded at most every debounce interval, shared with the other tabs. */
  activity(): void;
  /** Starts a new idle cycle, after logging in again. */
  reset(): void;
  state(): IdleState;
}

const same = (a: IdleState, b: IdleState) =>
  a.status === b.status && (a.status !== "prompt" || a.secondsLeft === (b as typeof a).secondsLeft);

/**
 * The idle clock of a session: a prompt with a countdown after 10 minutes without activity, the time-out
 * at 15. The last activity lives in storage, so activity in any tab keeps all tabs going, and a storage
 * event from another tab makes this one look again.
 */
export function createIdleTimer(options: IdleTimerOptions): IdleTimer {
  const now = options.now ?? Date.now;
  const storage = options.storage ?? localStorage;
  const promptAfter = options.promptAfterMs ?? IDLE_PROMPT_MS;
  const timeout = options.timeoutMs ?? IDLE_TIMEOUT_MS;
  const debounce = options.debounceMs ?? ACTIVITY_DEBOUNCE_MS;

  let current: IdleState = { status: "active" };
  let timer: ReturnType<typeof setTimeout> | undefined;
  let trailing: ReturnType<typeof setTimeout> | undefined;
  let lastWrite = Number.NEGATIVE_INFINITY;
  let started = 0;

  const lastActivity = () => Number(storage.getItem(STORAGE_KEYS.lastActivity)) || started;

  const write = () => {
    lastWrite = now();
    storage.setItem(STORAGE_KEYS.lastActivity, String(lastWrite));
  };

  const evaluate = () => {
    clearTimeout(timer);
    const elapsed = Math.max(0, now() - lastActivity());
    let next: IdleState;
    let wait: number | null;
    if (elapsed >= timeout) {
      next = { status: "timedOut" };
      wait = null;
    } else if (elapsed >= promptAfter) {
      const left = timeout - elapsed;
      next = { status: "prompt", secondsLeft: Math.ceil(left / 1000) };
      wait = left % 1000 || 1000;
    } else {
      next = { status: "active" };
      wait = promptAfter - elapsed;
    }
    if (!same(current, next)) {
      current = next;
      options.onChange(next);
    }
    if (wait !== null) timer = setTimeout(evaluate, wait);
  };

  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.lastActivity || event.key === null) evaluate();
  };

  return {
    start() {
      started = now();
      write();
      window.addEventListener("storage", onStorage);
      evaluate();
    },
    stop() {
      clearTimeout(timer);
      clearTimeout(trailing);
      window.removeEventListener("storage", onStorage);
    },
    activity() {
      if (current.status === "timedOut") return;
      const since = now() - lastWrite;
      if (since >= debounce) {
        write();
        evaluate();
      } else if (trailing === undefined) {
        trailing = setTimeout(() => {
          trailing = undefined;
          if (current.status === "timedOut") return;
          write();
          evaluate();
        }, debounce - since);
      }
    },
    reset() {
      write();
      evaluate();
    },
    state: () => current,
  };
}

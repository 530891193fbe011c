import type { WorkScope } from "./cancellation";

/** The answer to a request whose database does not answer. */
export const DATABASE_NOT_ANSWERING = "The database is not answering";

/** Request work stopped, or refused, because the database's watchdog got no answer to its ping. */
export class DatabaseNotAnsweringError extends Error {
  readonly code = "DATABASE_NOT_ANSWERING";
  constructor() {
    super(DATABASE_NOT_ANSWERING);
  }
}

/** Longest a ping may take before the database counts as not answering (DATABASE_PING_TIMEOUT_SECONDS). */
export const DEFAULT_PING_TIMEOUT_SECONDS = 3;
/** Request work waiting this long on the database makes the watchdog ask whether it still answers. */
const WAIT_BEFORE_PING_MS = 1000;
/** How often the watchdog looks at the waiting work, and the pause between pings. */
const TICK_MS = 200;
const PING_PAUSE_MS = 1000;

export interface WatchdogOptions {
  /** Asks the database for an answer over a connection of its own; true when one came within `timeoutMs`. */
  ping: (timeoutMs: number) => Promise<boolean>;
  pingTimeoutMs: number;
}

interface Waiting {
  scope: WorkScope;
  since: number;
}

/**
 * Tells a database that does not answer from one that is slow. While request work has waited on the
 * database for a second, it pings; a ping with no answer within the bound marks the database not
 * answering: the request scopes waiting on it are stopped (503 at once, db/cancellation.ts), new request
 * work is refused at once, and pings go on until one answers, which ends it. A long query on a database
 * that answers its pings is never cut: only the ping decides, not how long the work takes.
 */
export class DatabaseWatchdog {
  private readonly waiting = new Set<Waiting>();
  private answering = true;
  private pinging = false;
  private lastPingEnd = 0;
  private timer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(private readonly options: WatchdogOptions) {}

  /** False from a ping without answer until the next ping that answers. */
  get isAnswering(): boolean {
    return this.answering;
  }

  /** Runs a request's database work under watch; refused at once while the database does not answer. */
  async watch<T>(scope: WorkScope | undefined, work: () => Promise<T>): Promise<T> {
    if (!scope) return work();
    if (!this.answering) throw new DatabaseNotAnsweringError();
    const entry: Waiting = { scope, since: Date.now() };
    // A stopped scope may never see its work settle (a hung connection): it is no longer waited on.
    const forget = () => this.waiting.delete(entry);
    this.waiting.add(entry);
    scope.signal.addEventListener("abort", forget, { once: true });
    this.start();
    try {
      return await work();
    } finally {
      forget();
      scope.signal.removeEventListener("abort", forget);
    }
  }

  close(): void {
    this.closed = true;
    this.stopTimer();
  }

  private start(): void {
    if (this.timer || this.closed) return;
    this.timer = setInterval(() => this.tick(), TICK_MS);
    this.timer.unref();
  }

  private stopTimer(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  private tick(): void {
    if (this.pinging) return;
    const now = Date.now();
    if (now - this.lastPingEnd < PING_PAUSE_MS) return;
    if (!this.answering) {
      void this.ping();
      return;
    }
    if (this.waiting.size === 0) {
      this.stopTimer();
      return;
    }
    // Work that can no longer be stopped (committing, answered) is left to finish on its own.
    const waitingLong = [...this.waiting].some(
      ({ scope, since }) => scope.binding && now - since >= WAIT_BEFORE_PING_MS,
    );
    if (waitingLong) void this.ping();
  }

  private async ping(): Promise<void> {
    this.pinging = true;
    const answered = await this.options.ping(this.options.pingTimeoutMs).catch(() => false);
    this.pinging = false;
    this.lastPingEnd = Date.now();
    if (this.closed) return;
    this.answering = answered;
    if (answered) return;
    for (const { scope } of [...this.waiting]) scope.stop(new DatabaseNotAnsweringError());
    this.waiting.clear();
  }
}

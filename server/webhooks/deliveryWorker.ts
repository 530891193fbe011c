import { AsyncResource } from "node:async_hooks";
import type { Database } from "../db/database";
import { SIGNATURE_HEADER, signature } from "./signature";

export interface DeliverySettings {
  /** How often the outbox is looked at when nothing woke the worker (ms). */
  pollMs: number;
  /** The wait before the second attempt (ms); it doubles with every further one, at most an hour. */
  retryBaseMs: number;
  /** A receiver that has not answered in this time counts as failed (ms). */
  timeoutMs: number;
  /** Attempts before a delivery is given up as failed. */
  maxAttempts: number;
}

interface Claimed {
  id: number;
  uuid: string;
  payload: unknown;
  attempts: number;
  event_name: string;
  url: string;
  secret: string;
}

const BATCH = 10;
const MAX_BACKOFF_MS = 3_600_000;

/** The wait after a failed attempt: retryBaseMs, then doubled each time, at most an hour. */
export function backoffMs(settings: DeliverySettings, attempt: number): number {
  return Math.min(settings.retryBaseMs * 2 ** Math.max(0, attempt - 1), MAX_BACKOFF_MS);
}

/**
 * Posts the outbox's due deliveries. Rows are claimed in a short transaction with FOR UPDATE SKIP LOCKED
 * that moves them past a lease, so several server processes on one PostgreSQL never post the same attempt,
 * and a process that dies mid-post leaves its rows to be claimed again when the lease ends. Every attempt
 * is logged; a 2xx answer delivers, anything else waits with exponential backoff until maxAttempts.
 */
export class DeliveryWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = true;
  // Bound when the worker starts, so work a request wakes does not run in (and outlive) that request's scope.
  private readonly tick = AsyncResource.bind(() => this.run());

  constructor(
    private readonly db: Database,
    private readonly settings: DeliverySettings,
    private readonly log: { warn(object: unknown, message: string): void },
  ) {}

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  /** Looks at the outbox soon (a delivery was queued or asked again). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops polling and lets a batch under way finish, but waits no longer than a post may take. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    let timer: NodeJS.Timeout | undefined;
    const bound = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, this.settings.timeoutMs + 1000);
    });
    await Promise.race([this.running, bound]);
    clearTimeout(timer);
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(this.tick, ms);
    this.timer.unref();
  }

  private run(): void {
    if (this.stopped) return;
    if (this.running) {
      this.schedule(50);
      return;
    }
    this.running = this.deliverDue()
      .then((next) => {
        this.running = undefined;
        if (!this.stopped) this.schedule(next);
      })
      .catch((error: unknown) => {
        this.running = undefined;
        this.log.warn({ err: error }, "webhook deliveries not sent");
        if (!this.stopped) this.schedule(this.settings.pollMs);
      });
  }

  /** Delivers one batch of due rows; answers when to look again. */
  async deliverDue(): Promise<number> {
    const claimed = await this.claim();
    if (claimed.length === 0) return this.settings.pollMs;
    const waits = await Promise.all(claimed.map((row) => this.attempt(row)));
    // A full batch may have more behind it; a short retry wait may come before the next poll.
    return claimed.length === BATCH ? 0 : Math.min(this.settings.pollMs, ...waits);
  }

  private claim(): Promise<Claimed[]> {
    const leaseSeconds = (this.settings.timeoutMs + 30_000) / 1000;
    return this.db.transaction((tx) =>
      tx.query<Claimed>(
        `with due as (
           select due.id from webhook_deliveries due join webhooks hook on hook.id = due.webhook_id
            where due.status = 'pending' and due.next_attempt_at <= now() and hook.active
            order by due.next_attempt_at, due.id limit $2
              for update of due skip locked)
         update webhook_deliveries d
            set attempts = d.attempts + 1, next_attempt_at = now() + make_interval(secs => $1)
           from due, webhooks w
          where d.id = due.id and w.id = d.webhook_id
        returning d.id, d.uuid, d.payload, d.attempts, d.event_name, w.url, w.secret`,
        [leaseSeconds, BATCH],
      ),
    );
  }

  /** One post and its log line; answers the wait before this row is due again (pollMs when it is done). */
  private async attempt(row: Claimed): Promise<number> {
    const body = JSON.stringify(row.payload);
    const started = Date.now();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(row.url, {
        method: "POST",
        body,
        redirect: "manual",
        signal: AbortSignal.timeout(this.settings.timeoutMs),
        headers: {
          "Content-Type": "application/json",
          "User-Agent": "Docket-Webhooks",
          "X-Docket-Event": encodeURIComponent(row.event_name),
          "X-Docket-Delivery": row.uuid,
          "X-Docket-Attempt": String(row.attempts),
          [SIGNATURE_HEADER]: signature(row.secret, body),
        },
      });
      statusCode = response.status;
      // The answer's body is not kept; reading it frees the connection.
      await response.arrayBuffer().catch(() => undefined);
    } catch (failure) {
      error = failureText(failure, this.settings.timeoutMs);
    }
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    if (!delivered && !error) error = `HTTP ${statusCode}`;
    const giveUp = !delivered && row.attempts >= this.settings.maxAttempts;
    const wait = backoffMs(this.settings, row.attempts);
    await this.db.transaction(async (tx) => {
      await tx.query(
        `insert into webhook_attempts (delivery_id, attempt, status_code, error, started_at, duration_ms)
         values ($1, $2, $3, $4, $5, $6)`,
        [row.id, row.attempts, statusCode, error, new Date(started), Date.now() - started],
      );
      await tx.query(
        `update webhook_deliveries
            set status = $2, last_status_code = $3, last_error = $4,
                delivered_at = case when $2 = 'delivered' then now() else delivered_at end,
                next_attempt_at = case when $2 = 'pending' then now() + make_interval(secs => $5) else next_attempt_at end
          where id = $1`,
        [row.id, delivered ? "delivered" : giveUp ? "failed" : "pending", statusCode, error, wait / 1000],
      );
    });
    return delivered || giveUp ? this.settings.pollMs : wait;
  }
}

function failureText(failure: unknown, timeoutMs: number): string {
  if (failure instanceof Error && (failure.name === "TimeoutError" || failure.name === "AbortError")) {
    return `No answer within ${timeoutMs / 1000} s`;
  }
  const cause = failure instanceof Error && failure.cause instanceof Error ? failure.cause.message : "";
  const message = failure instanceof Error ? failure.message : String(failure);
  return (cause ? `${message}: ${cause}` : message).slice(0, 500);
}

import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";

/** The error under-pressure refuses with; the error handler answers it as 503 {message}. */
export const UNDER_PRESSURE = "FST_UNDER_PRESSURE";

/** What a shed request or an unreachable database tells the client: come back after this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

export interface LoadSheddingOptions {
  /** Mean event-loop delay, in milliseconds, above which requests are refused; 0 turns this check off. */
  maxEventLoopDelayMs: number;
  /**
   * How long a request may have waited for a database connection (`waitedMs`) before new requests are
   * refused; 0 or no `waitedMs` turns this check off.
   */
  maxConnectionWaitMs?: number;
  waitedMs?: () => number;
  /** How often the delay is measured (tests lengthen it so a measured delay lasts). */
  sampleIntervalMs?: number;
}

/** How often the connection pool's queue is looked at. */
const POOL_CHECK_INTERVAL_MS = 200;

/**
 * Refuses requests while the event loop lags or the database pool's queue is long (@fastify/under-pressure):
 * 503 {message} with Retry-After, at once, instead of queueing work whose clients will have given up. A
 * route that must answer anyway sets `config: { pressureHandler: () => undefined }`.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  const { waitedMs, maxConnectionWaitMs = 0 } = options;
  const poolCheck = waitedMs && maxConnectionWaitMs > 0;
  if (!(options.maxEventLoopDelayMs > 0) && !poolCheck) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    ...(poolCheck
      ? {
          healthCheck: async () => waitedMs() <= maxConnectionWaitMs,
          healthCheckInterval: POOL_CHECK_INTERVAL_MS,
        }
      : {}),
    ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
    retryAfter: RETRY_AFTER_SECONDS,
  });
}

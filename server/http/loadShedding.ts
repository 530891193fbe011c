import underPressure from "@fastify/under-pressure";
import type { FastifyInstance } from "fastify";

/** The error under-pressure refuses with; the error handler answers it as 503 {message}. */
export const UNDER_PRESSURE = "FST_UNDER_PRESSURE";

/** What a shed request or an unreachable database tells the client: come back after this many seconds. */
export const RETRY_AFTER_SECONDS = 5;

export interface LoadSheddingOptions {
  /** Mean event-loop delay, in milliseconds, above which requests are refused; 0 turns shedding off. */
  maxEventLoopDelayMs: number;
  /** How often the delay is measured (tests lengthen it so a measured delay lasts). */
  sampleIntervalMs?: number;
}

/**
 * Refuses requests while the event loop lags (@fastify/under-pressure): 503 {message} with Retry-After,
 * at once, instead of queueing work whose clients will have given up. A route that must answer anyway
 * sets `config: { pressureHandler: () => undefined }`.
 */
export async function registerLoadShedding(
  app: FastifyInstance,
  options: LoadSheddingOptions,
): Promise<void> {
  if (!(options.maxEventLoopDelayMs > 0)) return;
  await app.register(underPressure, {
    maxEventLoopDelay: options.maxEventLoopDelayMs,
    ...(options.sampleIntervalMs ? { sampleInterval: options.sampleIntervalMs } : {}),
    retryAfter: RETRY_AFTER_SECONDS,
  });
}

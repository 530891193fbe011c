import type { LoginLimits } from "../config";

/** What the window holds for one login attempt's source. */
export interface AttemptCounts {
  /** Failures of this username from this address. */
  byPair: number;
  /** When the last of those failed. */
  lastPairFailure: Date | null;
  /** Failures from this address, whatever the username. */
  byAddress: number;
}

/**
 * Seconds the pair must still wait before its next try, 0 when it may try now. Each pair has a few free
 * failures, then waits delaySeconds after its last failure, twice as long after every further one, at
 * most the window. From an address that failed for many usernames (spraying) each pair waits after its
 * first failure.
 */
export function secondsToWait(counts: AttemptCounts, limits: LoginLimits, now: Date): number {
  const waitsFrom = counts.byAddress >= limits.perAddress ? 1 : limits.freePerPair;
  if (counts.byPair < waitsFrom || !counts.lastPairFailure) return 0;
  const delay = Math.min(limits.delaySeconds * 2 ** (counts.byPair - waitsFrom), limits.windowSeconds);
  const waitUntil = counts.lastPairFailure.getTime() + delay * 1000;
  return Math.max(0, Math.ceil((waitUntil - now.getTime()) / 1000));
}

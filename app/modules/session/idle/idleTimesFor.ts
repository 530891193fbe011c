import { IDLE_PROMPT_MS, IDLE_TIMEOUT_MS } from "../state/sessionTimes";

/**
 * The idle prompt and time-out for a user whose environments' security policy allows `policyMinutes` of
 * idleness (null: none): the spec's 10 and 15 minutes, or sooner when the policy is stricter. The prompt
 * comes 5 minutes before the end, or halfway for limits shorter than 10 minutes.
 */
export function idleTimesFor(policyMinutes: number | null | undefined): {
  promptAfterMs: number;
  timeoutMs: number;
} {
  const timeoutMs = policyMinutes ? Math.min(IDLE_TIMEOUT_MS, policyMinutes * 60_000) : IDLE_TIMEOUT_MS;
  const warning = Math.min(IDLE_TIMEOUT_MS - IDLE_PROMPT_MS, timeoutMs / 2);
  return { promptAfterMs: timeoutMs - warning, timeoutMs };
}

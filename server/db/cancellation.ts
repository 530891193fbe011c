import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The work one request does, as the database adapters see it: a signal that aborts when the request's
 * deadline passes or its client goes away, and the moment of the deadline. The HTTP layer runs each
 * handler inside its scope (http/requestDeadline.ts); the adapters read it from here, so services keep
 * passing the plain `Database` around.
 */
export interface WorkScope {
  readonly signal: AbortSignal;
  /** Epoch milliseconds after which the work is to stop. */
  readonly deadline: number;
  /** Commits sent and not yet answered: past that point the outcome is the database's, not ours. */
  commitsInFlight: number;
}

const scopes = new AsyncLocalStorage<WorkScope>();

/** Runs `fn` (and everything it awaits) inside the scope. */
export function runInScope<T>(scope: WorkScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/** The scope of the request being served, if any (startup and background work have none). */
export function currentScope(): WorkScope | undefined {
  return scopes.getStore();
}

/** Throws the reason the work was stopped for, once it was. */
export function throwIfCancelled(scope: WorkScope | undefined): void {
  if (scope?.signal.aborted) throw scope.signal.reason;
}

/** What is left of the scope's time, in whole milliseconds, at least 1. */
export function remainingMs(scope: WorkScope): number {
  return Math.max(1, Math.ceil(scope.deadline - Date.now()));
}

/**
 * Sends the commit marked as in flight: a deadline passing meanwhile must not answer 503 for work that is
 * committing, or a client would retry work that was done.
 */
export async function committing<T>(scope: WorkScope | undefined, commit: () => Promise<T>): Promise<T> {
  if (!scope) return commit();
  scope.commitsInFlight++;
  try {
    return await commit();
  } finally {
    scope.commitsInFlight--;
  }
}

/** A database error stands for the cancellation when the scope was cancelled meanwhile (pg answers 57014). */
export function cancellationOr(error: unknown, scope: WorkScope | undefined): unknown {
  return scope?.signal.aborted ? scope.signal.reason : error;
}

import { AsyncLocalStorage } from "node:async_hooks";

/**
 * The work one request does, as the database adapters see it: a signal that aborts when the request's
 * deadline passes or its client goes away, and the moment of the deadline. The HTTP layer runs each
 * handler inside a scope (http/requestDeadline.ts); the adapters read it from here, so services keep
 * passing the plain `Database` around.
 *
 * A scope can be stopped only while it is open: from the handler's start until the handler settles or
 * a commit begins. Work still running after that (a commit, a streamed answer, a follow-up read, work the
 * handler left running) is the database's and the answer's, never cut halfway.
 */
export class WorkScope {
  private readonly controller = new AbortController();
  private open = true;
  /** Told once when the scope is stopped, with the reason (the HTTP layer answers it). */
  onStop: ((reason: Error) => void) | undefined;

  /** `deadline`: epoch milliseconds after which the work is to stop. */
  constructor(readonly deadline: number) {}

  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Stops the work for `reason`, unless the scope has closed; answers whether it stopped it. */
  stop(reason: Error): boolean {
    if (!this.open) return false;
    this.open = false;
    this.controller.abort(reason);
    this.onStop?.(reason);
    return true;
  }

  /** From now on nothing stops the work (the handler is done, or its commit begins). */
  close(): void {
    this.open = false;
  }

  /** Open, or stopped: the adapters still refuse the stopped work's next statements. */
  get binding(): boolean {
    return this.open || this.signal.aborted;
  }
}

const scopes = new AsyncLocalStorage<WorkScope>();

/** Runs `fn` (and everything it starts) inside the scope. */
export function runInScope<T>(scope: WorkScope, fn: () => T): T {
  return scopes.run(scope, fn);
}

/**
 * The scope of the request being served while it still binds its work; undefined for startup,
 * background work and anything that runs after the scope closed.
 */
export function currentScope(): WorkScope | undefined {
  const scope = scopes.getStore();
  return scope?.binding ? scope : undefined;
}

/**
 * Runs `fn` (and everything it starts) outside any request's scope: background work a handler starts,
 * such as an import, which must outlive the request's deadline and its client.
 */
export function outsideRequest<T>(fn: () => T): T {
  return scopes.exit(fn);
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
 * Sends the commit after closing the scope: a deadline passing meanwhile must not answer 503 for work
 * that is committing, or a client would retry work that was done.
 */
export function committing<T>(scope: WorkScope | undefined, commit: () => Promise<T>): Promise<T> {
  throwIfCancelled(scope);
  scope?.close();
  return commit();
}

/** A database error stands for the cancellation when the scope was stopped meanwhile (pg answers 57014). */
export function cancellationOr(error: unknown, scope: WorkScope | undefined): unknown {
  return scope?.signal.aborted ? scope.signal.reason : error;
}

import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { runInScope, WorkScope } from "../db/cancellation";
import { HttpError } from "./errors";
import { RETRY_AFTER_SECONDS } from "./loadShedding";

/** The answer to a request that ran past its deadline. */
export const REQUEST_TOOK_TOO_LONG = "The request took too long; try again later";

/** A request stopped at its deadline: 503 with Retry-After, its database work rolled back. */
export class RequestDeadlineError extends HttpError {
  constructor() {
    super(503, { message: REQUEST_TOOK_TOO_LONG }, { "retry-after": String(RETRY_AFTER_SECONDS) });
  }
}

/** A request whose client closed the connection before the answer: nobody reads what it would say. */
export class ClientGoneError extends HttpError {
  constructor() {
    super(503, { message: "The client closed the connection before the answer" });
  }
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** This route's own deadline in seconds instead of REQUEST_DEADLINE_SECONDS. */
    deadlineSeconds?: number;
  }
}

const WRAPPED = Symbol("requestDeadline");
/** The scope of each request whose handler runs. */
const scopes = new WeakMap<FastifyRequest, WorkScope>();

/**
 * Gives every route handler a deadline, counted from its start: past `seconds`, or when the
 * client closes its connection while the handler runs, the handler's scope is stopped, the database
 * adapters cancel and roll back its uncommitted work (db/cancellation.ts), and the request answers 503
 * at once. Only a running handler is stopped: once it settled, began a commit or sent its answer, nothing
 * is cut. Call before any route is added: the handlers are wrapped as they are registered.
 */
export function registerRequestDeadline(app: FastifyInstance, seconds: number): void {
  // The answer is going out: too late for a 503, and a long stream (a CSV export) is not cut.
  app.addHook("onSend", async (request) => {
    scopes.get(request)?.close();
  });
  app.addHook("onRoute", (route) => {
    // A route doing long work on purpose (a whole template in one transaction) may set its own deadline.
    const own = route.config?.deadlineSeconds;
    route.handler = withinDeadline(route.handler, (own ?? seconds) * 1000);
  });
}

function withinDeadline(handler: RouteHandlerMethod, deadlineMs: number): RouteHandlerMethod {
  // Fastify may hand one handler to two routes (GET and its HEAD): wrap it once.
  if ((handler as { [WRAPPED]?: true })[WRAPPED]) return handler;
  const scoped = function scoped(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    // Counted from the handler's start: the time a large upload takes to arrive is not the work's.
    const scope = new WorkScope(Date.now() + deadlineMs);
    scopes.set(request, scope);
    const answering = () => reply.sent || reply.raw.headersSent;
    const timer = setTimeout(() => {
      if (!answering()) scope.stop(new RequestDeadlineError());
    }, deadlineMs);
    // Before the answer, a closed response means the client went away (or the server cut it).
    const onClose = () => {
      if (!answering()) scope.stop(new ClientGoneError());
    };
    reply.raw.once("close", onClose);
    const settle = () => {
      clearTimeout(timer);
      reply.raw.off("close", onClose);
      scope.close();
    };

    let result: unknown;
    try {
      result = runInScope(scope, () => handler.call(this, request, reply));
    } catch (error) {
      settle();
      throw error;
    }
    if (!isThenable(result)) {
      settle();
      return result;
    }
    const running = result;
    // One promise for both outcomes: the handler's result is always taken, also after a stop answered.
    return new Promise((resolve, reject) => {
      scope.onStop = reject;
      running.then(
        (value) => {
          settle();
          resolve(value);
        },
        (error: unknown) => {
          settle();
          reject(error);
        },
      );
    });
  } as RouteHandlerMethod;
  (scoped as { [WRAPPED]?: true })[WRAPPED] = true;
  return scoped;
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as { then?: unknown } | null)?.then === "function";
}

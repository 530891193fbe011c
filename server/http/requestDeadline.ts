import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from "fastify";
import { runInScope, type WorkScope } from "../db/cancellation";
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
  interface FastifyRequest {
    workScope?: WorkScope;
  }
}

/**
 * Gives every request a deadline: past `seconds`, or when its connection closes before the answer, its
 * signal aborts, the database adapters cancel and roll back its work (db/cancellation.ts), and a request
 * still running answers 503 at once. A commit already sent is waited for (the answer is then the real
 * one). Call before any route is added: the handlers are wrapped as they are registered.
 */
export function registerRequestDeadline(app: FastifyInstance, seconds: number): void {
  app.decorateRequest("workScope", undefined);
  app.addHook("onRequest", async (request, reply) => {
    request.workScope = startScope(reply, seconds);
  });
  app.addHook("onRoute", (route) => {
    route.handler = withinScope(route.handler);
  });
}

function startScope(reply: FastifyReply, seconds: number): WorkScope {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new RequestDeadlineError()), seconds * 1000);
  timer.unref();
  reply.raw.once("close", () => {
    clearTimeout(timer);
    // Closed before the whole answer went out: the client went away (or the server cut it).
    if (!reply.raw.writableFinished) controller.abort(new ClientGoneError());
  });
  return { signal: controller.signal, deadline: Date.now() + seconds * 1000, commitsInFlight: 0 };
}

/** Runs the handler in the request's scope, and answers the scope's reason when it aborts first. */
function withinScope(handler: RouteHandlerMethod): RouteHandlerMethod {
  return function scoped(this: FastifyInstance, request: FastifyRequest, reply: FastifyReply) {
    const scope = request.workScope;
    if (!scope) return handler.call(this, request, reply);
    if (scope.signal.aborted) throw scope.signal.reason;
    const result = runInScope(scope, () => handler.call(this, request, reply));
    if (!(result instanceof Promise)) return result;
    return Promise.race([result, stopped(scope, reply)]);
  } as RouteHandlerMethod;
}

/** Rejects with the scope's reason when it aborts, unless the answer is out or a commit is under way. */
function stopped(scope: WorkScope, reply: FastifyReply): Promise<never> {
  return new Promise((_, reject) => {
    scope.signal.addEventListener(
      "abort",
      () => {
        if (!reply.sent && scope.commitsInFlight === 0) reject(scope.signal.reason);
      },
      { once: true },
    );
  });
}

import type { FastifyInstance } from "fastify";

const API_PATH = /^\/api(\/|\?|$)/;

/**
 * Headers that keep browsers from guessing content types or leaking addresses, and no text/plain body
 * parser: a cross-site form can post text/plain without a preflight, JSON it cannot. API answers hold
 * personal data: no browser or proxy keeps them (Cache-Control: no-store), unless a route chose its own
 * policy (an environment's logo).
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onSend", async (request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
    if (API_PATH.test(request.url) && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
  });
}

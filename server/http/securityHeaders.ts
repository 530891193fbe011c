import type { FastifyInstance } from "fastify";

/**
 * Headers that keep browsers from guessing content types or leaking addresses, and no text/plain body
 * parser: a cross-site form can post text/plain without a preflight, JSON it cannot.
 */
export function registerSecurityHeaders(app: FastifyInstance): void {
  app.removeContentTypeParser("text/plain");
  app.addHook("onSend", async (_request, reply) => {
    reply.header("x-content-type-options", "nosniff");
    reply.header("referrer-policy", "same-origin");
  });
}

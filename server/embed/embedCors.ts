import type { FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../db/database";
import { ownOriginsOf } from "../http/sameOrigin";

/** The origins the request's token allows, once the handler has read the token. */
const tokenOrigins = new WeakMap<FastifyRequest, readonly string[]>();

export function rememberTokenOrigins(request: FastifyRequest, origins: readonly string[]): void {
  tokenOrigins.set(request, origins);
}

/** Whether some token, live or not, names the origin: error answers (no data in them) are readable there. */
async function anyTokenAllows(db: Database, origin: string, liveOnly: boolean): Promise<boolean> {
  const [row] = await db.query<{ allowed: boolean }>(
    `select exists(select 1 from embed_tokens where $1 = any(allowed_origins)
       and (not $2 or (revoked_at is null and expires_at > now()))) as allowed`,
    [origin, liveOnly],
  );
  return row?.allowed ?? false;
}

/**
 * The token API's CORS (route-level onSend): a page of an origin the request's token allows may read the
 * answer (Access-Control-Allow-Origin naming that origin, never `*`, and never with credentials: these
 * calls carry no cookie). Error answers before a token was read (a forged one) are readable by origins that
 * some token names, so an embedder learns why; every other origin gets no CORS header at all.
 */
export function embedCorsHeaders(db: Database) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header("vary", "Origin");
    const origin = request.headers.origin;
    if (typeof origin !== "string") return;
    const allowed = tokenOrigins.get(request);
    const readable = allowed
      ? allowed.includes(origin)
      : reply.statusCode >= 400 && (await anyTokenAllows(db, origin, false));
    if (readable) reply.header("access-control-allow-origin", origin);
  };
}

/**
 * The answer to a CORS preflight: the browser sends no token with it, so an origin that some live token
 * allows may go on to send one (Authorization and Content-Type); the real call is then checked against its
 * own token's origins.
 */
export async function answerPreflight(db: Database, request: FastifyRequest, reply: FastifyReply) {
  reply.header("vary", "Origin");
  const origin = request.headers.origin;
  if (typeof origin === "string" && (await anyTokenAllows(db, origin, true))) {
    reply
      .header("access-control-allow-origin", origin)
      .header("access-control-allow-methods", "GET, POST, PUT")
      .header("access-control-allow-headers", "Authorization, Content-Type")
      .header("access-control-max-age", "600");
  }
  return reply.code(204).send();
}

/**
 * Whether a token call may come from the request's origin: no Origin (a script, or a same-origin GET), our
 * own origin (the frame page), or one the token allows.
 */
export function originAllowed(
  request: FastifyRequest,
  publicUrl: string,
  allowedOrigins: readonly string[],
): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== "string") return true;
  if (allowedOrigins.includes(origin)) return true;
  return ownOriginsOf(publicUrl, `${request.protocol}://${request.host}`).includes(origin);
}

import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { CSP_NONCE_PLACEHOLDER } from "../../schemas";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { contentSecurityPolicy } from "../http/contentSecurityPolicy";
import { HttpError } from "../http/errors";
import { first } from "../http/queryParams";
import { styleNonce } from "../http/securityHeaders";
import { liveToken, TOKEN_NOT_FOR_THIS } from "./embedCaller";

const IMMUTABLE = "public, max-age=31536000, immutable";
export const EMBED_NOT_BUILT =
  "The embedded form has not been built on this server (npm run build:embed makes dist/embed/frame.html)";

/** Vite's hashed output names, such as frame-DpMzwbtF.js, anywhere under dist/embed. */
export function isHashedEmbedFile(path: string): boolean {
  return /[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/.test(path);
}

/** The app's policy for the frame page with frame-ancestors exactly the token's allowed origins. */
export function framePolicy(
  config: ServerConfig,
  request: FastifyRequest,
  reply: FastifyReply,
  allowedOrigins: readonly string[],
): string {
  const directives = contentSecurityPolicy(config, () => styleNonce(reply));
  directives["frame-ancestors"] = [...allowedOrigins];
  return Object.entries(directives)
    .map(([name, values]) =>
      [name, ...values.map((v) => (typeof v === "function" ? v(request.raw, reply.raw) : v))].join(" "),
    )
    .join("; ");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A plain page for a refused frame or a missing build: it keeps the default headers, so nobody may frame it. */
function messagePage(reply: FastifyReply, status: number, message: string) {
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .type("text/html; charset=utf-8")
    .send(
      `<!doctype html><html lang="en"><meta charset="utf-8"><title>Docket</title><p>${escapeHtml(message)}</p></html>`,
    );
}

/**
 * The embed files under /embed (dist/embed): the web component and its chunks, loaded by pages of other
 * origins (Access-Control-Allow-Origin *, Cross-Origin-Resource-Policy cross-origin), hashed files cached
 * for good; and the frame page /embed/form/{entity}?token=..., framed only by the token's allowed origins.
 */
export async function serveEmbed(app: FastifyInstance, db: Database, config: ServerConfig): Promise<void> {
  const embedDir = config.embedDir;
  const frameFile = embedDir ? join(embedDir, "frame.html") : undefined;
  const frame = frameFile && existsSync(frameFile) ? readFileSync(frameFile, "utf8") : undefined;
  if (embedDir && existsSync(embedDir)) {
    await app.register(fastifyStatic, {
      root: embedDir,
      prefix: "/embed/",
      decorateReply: false,
      wildcard: false,
      index: false,
      // The frame page only through its route, with the token's checks and policy.
      allowedPath: (path) => path !== "/frame.html",
      setHeaders: (reply, path) => {
        reply.header("cache-control", isHashedEmbedFile(path) ? IMMUTABLE : "no-cache");
        reply.header("access-control-allow-origin", "*");
        reply.header("cross-origin-resource-policy", "cross-origin");
      },
    });
  }
  // What the build does not hold is not the app's page either.
  app.get("/embed/*", async (_request, reply) => reply.code(404).send({ message: "Not found" }));

  app.get<{ Params: { entity: string } }>("/embed/form/:entity", async (request, reply) => {
    let allowedOrigins: string[];
    try {
      const token = await liveToken(db, first((request.query as Record<string, unknown>).token));
      if (String(token.def_dossier_id) !== request.params.entity) {
        return messagePage(reply, 403, TOKEN_NOT_FOR_THIS);
      }
      allowedOrigins = token.allowed_origins;
    } catch (error) {
      if (error instanceof HttpError) return messagePage(reply, 403, String(error.body.message ?? ""));
      throw error;
    }
    if (!frame) return messagePage(reply, 503, EMBED_NOT_BUILT);
    reply.removeHeader("x-frame-options");
    return reply
      .header("content-security-policy", framePolicy(config, request, reply, allowedOrigins))
      .header("cross-origin-resource-policy", "cross-origin")
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(frame.replaceAll(CSP_NONCE_PLACEHOLDER, styleNonce(reply)));
  });
}

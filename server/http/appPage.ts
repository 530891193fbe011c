import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply } from "fastify";
import { CSP_NONCE_PLACEHOLDER } from "../../schemas";
import { styleNonce } from "./securityHeaders";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Vite names what it builds into assets/ after a hash of the content, such as index-DpMzwbtF.js (served
 * as index-DpMzwbtF.js.br when precompressed).
 */
export function isHashedAsset(path: string): boolean {
  return /[\\/]assets[\\/][^\\/]+-[\w-]{8}\.\w+(\.br|\.gz)?$/.test(path);
}

/**
 * Serves the built single-page app: its files, and for any other page address index.html with this
 * answer's style nonce (the one its Content-Security-Policy allows) in place of the placeholder. So
 * the page is never cached: each load has its own nonce.
 */
export async function serveApp(app: FastifyInstance, appDir: string | undefined): Promise<void> {
  const indexFile = appDir ? join(appDir, "index.html") : undefined;
  const page = indexFile && existsSync(indexFile) ? readFileSync(indexFile, "utf8") : undefined;
  if (page) {
    await app.register(fastifyStatic, {
      root: appDir as string,
      wildcard: false,
      index: false,
      // index.html only with its nonce, from the handler below.
      allowedPath: (path) => path !== "/index.html",
      // The build wrote file.br and file.gz beside each asset (app/build/precompress.ts).
      preCompressed: true,
      // Hashed names change with their content: cached for good. Anything else is checked each time.
      setHeaders: (reply, path) => {
        reply.header("cache-control", isHashedAsset(path) ? IMMUTABLE : "no-cache");
      },
    });
  }
  const sendPage = (reply: FastifyReply, html: string) =>
    reply
      .header("cache-control", "no-store")
      .type("text/html; charset=utf-8")
      .send(html.replaceAll(CSP_NONCE_PLACEHOLDER, styleNonce(reply)));
  app.setNotFoundHandler((request, reply) => {
    const isPage = request.method === "GET" && !request.url.startsWith("/api");
    if (page && isPage) return sendPage(reply, page);
    return reply.code(404).send({ message: "Not found" });
  });
}

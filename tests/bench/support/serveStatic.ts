import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { extname, join, resolve } from "node:path";

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".woff2": "font/woff2",
};

/**
 * Serves a built page folder on a free loopback port, as a single-page app: files by path, index.html for
 * any other path, 404 for /api (the benchmarks run without a server behind the page).
 */
export function serveStatic(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? "/", "http://127.0.0.1").pathname);
    if (path.startsWith("/api/")) return void response.writeHead(404).end();
    const file = resolve(dir, `.${path}`);
    const inside = file.startsWith(`${dir}/`) && extname(file) !== "";
    try {
      const body = readFileSync(inside ? file : join(dir, "index.html"));
      response.writeHead(200, {
        "content-type": TYPES[inside ? extname(file) : ".html"] ?? "application/octet-stream",
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      done({ server, url: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` });
    }),
  );
}

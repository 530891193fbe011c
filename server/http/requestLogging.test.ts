import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import type { LogLevel } from "../config";
import { openTestDatabase, type TestDatabase } from "../testing/testDatabase";

interface LogLine {
  level: number;
  msg: string;
  requestId?: string;
  method?: string;
  route?: string;
  status?: number;
  durationMs?: number;
  err?: { message: string; stack?: string; params?: unknown };
}

const SECRET_PARAM = "a-value-of-some-record";

/** A server that logs into `lines` at `level`, with one route that throws and one that logs what it got. */
async function loggingServer(db: TestDatabase, level: LogLevel) {
  const lines: string[] = [];
  const app = await buildServer({
    db: db.db,
    config: { publicUrl: "http://docket.test", logLevel: level },
    logStream: { write: (line) => void lines.push(line) },
  });
  app.get("/test/broken/:id", async () => {
    // As a failed statement's error does on PGlite: it carries the statement's parameters.
    throw Object.assign(new Error("the code has a bug"), { params: [SECRET_PARAM] });
  });
  app.post("/test/echo", async (request) => {
    request.log.info({ body: request.body, headers: request.headers }, "what arrived");
    return { ok: true };
  });
  await app.ready();
  return { app, lines, parsed: () => lines.map((line) => JSON.parse(line) as LogLine) };
}

describe("the request log", () => {
  let db: TestDatabase;
  let info: Awaited<ReturnType<typeof loggingServer>>;
  let debug: Awaited<ReturnType<typeof loggingServer>>;
  beforeAll(async () => {
    db = await openTestDatabase("pglite");
    info = await loggingServer(db, "info");
    debug = await loggingServer(db, "debug");
  }, 60_000);
  afterAll(async () => {
    for (const server of [info, debug]) await (server?.app as FastifyInstance | undefined)?.close();
    await db?.dispose();
  });

  it("writes nothing at info for requests that are answered, and echoes their request id", async () => {
    const before = info.lines.length;
    const live = await info.app.inject({ url: "/healthz", headers: { "x-request-id": "lb-check-42" } });
    expect(live.statusCode).toBe(200);
    expect(live.headers["x-request-id"]).toBe("lb-check-42");
    const ready = await info.app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(200);
    const missing = await info.app.inject({ url: "/api/user/me" });
    expect(missing.statusCode).toBe(401);
    expect(info.lines.slice(before)).toEqual([]);
  });

  it("logs a 500 from a thrown error once, with the request id, method, route, status and duration", async () => {
    const before = info.lines.length;
    const answer = await info.app.inject({
      url: "/test/broken/123?key=login-key-in-the-query",
      headers: { "x-request-id": "req-7f3a.1" },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: "Something went wrong" });
    expect(answer.headers["x-request-id"]).toBe("req-7f3a.1");
    const logged = info.lines.slice(before);
    expect(logged).toHaveLength(1);
    const line = JSON.parse(logged[0] as string) as LogLine;
    expect(line).toMatchObject({
      level: 50,
      msg: "request failed",
      requestId: "req-7f3a.1",
      method: "GET",
      route: "/test/broken/:id",
      status: 500,
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(line.err?.message).toBe("the code has a bug");
    expect(line.err?.params).toBe("[Redacted]");
    expect(logged[0]).not.toContain(SECRET_PARAM);
    expect(logged[0]).not.toContain("login-key-in-the-query");
  });

  it("gives a request without a sane id a fresh one, and uses it in the answer and the log", async () => {
    for (const given of [undefined, "has spaces in it", "x".repeat(200), '"}{"level":60']) {
      const before = info.lines.length;
      const answer = await info.app.inject({
        url: "/test/broken/1",
        ...(given === undefined ? {} : { headers: { "x-request-id": given } }),
      });
      const id = String(answer.headers["x-request-id"]);
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      const [line] = info.parsed().slice(before);
      expect(line?.requestId).toBe(id);
    }
  });

  it("at debug, logs each request and answer by route, and never cookies, credentials or passwords", async () => {
    const before = debug.lines.length;
    const answer = await debug.app.inject({
      method: "POST",
      url: "/test/echo",
      headers: {
        cookie: "docket_session=cookie-secret",
        authorization: "Bearer header-secret",
        "x-request-id": "debug-1",
      },
      payload: { username: "ann", password: "password-secret" },
    });
    expect(answer.statusCode).toBe(200);
    const logged = debug.lines.slice(before).join("\n");
    for (const secret of ["cookie-secret", "header-secret", "password-secret"]) {
      expect(logged).not.toContain(secret);
    }
    const lines = debug.parsed().slice(-3);
    expect(lines.map((line) => line.msg)).toEqual(["request received", "what arrived", "request completed"]);
    expect(lines.every((line) => line.requestId === "debug-1")).toBe(true);
    expect(lines[2]).toMatchObject({ level: 20, method: "POST", route: "/test/echo", status: 200 });
    expect(logged).toContain('"cookie":"[Redacted]"');
    expect(logged).toContain('"password":"[Redacted]"');
  });
});

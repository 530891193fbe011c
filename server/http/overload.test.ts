import { createServer, type Server, type Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import type { DatabaseHandle } from "../db/database";
import { openDatabase } from "../db/openDatabase";
import { openPostgres } from "../db/postgres";
import { isDatabaseUnavailable } from "./databaseUnavailable";
import { registerErrorHandling } from "./errorHandler";
import { healthRoutes } from "./healthRoutes";
import { RETRY_AFTER_SECONDS, registerLoadShedding } from "./loadShedding";
import { SOMETHING_WENT_WRONG } from "./messages";

/** Keeps the event loop busy, as a burst of synchronous work does. */
function blockEventLoop(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    // busy
  }
}

describe("load shedding", () => {
  let app: FastifyInstance;
  afterAll(() => app?.close());

  it("answers 503 with Retry-After while the event loop lags, and serves again after", async () => {
    app = Fastify();
    registerErrorHandling(app);
    await registerLoadShedding(app, { maxEventLoopDelayMs: 50, sampleIntervalMs: 200 });
    app.get("/api/ping", async () => ({ ok: true }));
    healthRoutes(app, { query: async () => [] } as unknown as DatabaseHandle, { migrations: [] });
    await app.ready();
    expect((await app.inject({ url: "/api/ping" })).statusCode).toBe(200);

    blockEventLoop(1500);
    // The lag shows in the next measurement or the one after; ask until it does.
    let shed: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let i = 0; i < 50 && !shed; i++) {
      const response = await app.inject({ url: "/api/ping" });
      if (response.statusCode !== 200) shed = response;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(shed?.statusCode).toBe(503);
    expect(shed?.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed?.json()).toEqual({ message: SOMETHING_WENT_WRONG });
    // Liveness answers all the same: a busy process is not to be restarted.
    expect((await app.inject({ url: "/healthz" })).statusCode).toBe(200);

    await new Promise((resolve) => setTimeout(resolve, 600));
    expect((await app.inject({ url: "/api/ping" })).statusCode).toBe(200);
  });

  it("is on in the server when a delay is configured, and off by default", async () => {
    const db = {} as DatabaseHandle;
    const shedding = await buildServer({ db, config: { maxEventLoopDelayMs: 1000 } });
    const plain = await buildServer({ db });
    expect(shedding.hasPlugin("@fastify/under-pressure")).toBe(true);
    expect(plain.hasPlugin("@fastify/under-pressure")).toBe(false);
    await Promise.all([shedding.close(), plain.close()]);
  });
});

describe("a database that does not answer", () => {
  let silent: Server;
  const accepted: Socket[] = [];
  afterAll(async () => {
    for (const socket of accepted) socket.destroy();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it("fails within the connection timeout, as an unavailable database", async () => {
    // Accepts connections and never says a word, like a hung server.
    silent = createServer((socket) => accepted.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const port = (silent.address() as { port: number }).port;
    const opening = openPostgres({
      url: `postgres://nobody@127.0.0.1:${port}/none`,
      connectionTimeoutMs: 300,
    });
    const error = await opening.then(
      () => new Error("connected"),
      (failure: Error) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)("statement timeout on PostgreSQL", () => {
  let db: DatabaseHandle;
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("cancels a statement past STATEMENT_TIMEOUT_SECONDS and answers 503, not a hang or a 500", async () => {
    db = await openDatabase({ databaseUrl: url, dataDir: "unused", statementTimeoutSeconds: 0.2 });
    app = Fastify();
    registerErrorHandling(app);
    app.get("/api/slow", async () => db.query("select pg_sleep(5)"));
    app.get("/api/slow-transaction", async () =>
      db.transaction(async (tx) => tx.query("select pg_sleep(5)")),
    );
    for (const path of ["/api/slow", "/api/slow-transaction"]) {
      const response = await app.inject({ url: path });
      expect(response.statusCode).toBe(503);
      expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({ message: SOMETHING_WENT_WRONG });
    }
    expect(await db.query("select 1 as one")).toEqual([{ one: 1 }]);
  });
});

describe.skipIf(!url)("a saturated connection pool on PostgreSQL", () => {
  let db: DatabaseHandle;
  let app: FastifyInstance;
  afterAll(async () => {
    await app?.close();
    await db?.close();
  });

  it("refuses new requests with 503 while one has waited past the bound for a connection, and serves again after", async () => {
    db = await openPostgres({ url: url as string, maxConnections: 1 });
    app = Fastify();
    registerErrorHandling(app);
    await registerLoadShedding(app, {
      maxEventLoopDelayMs: 0,
      maxConnectionWaitMs: 100,
      waitedMs: () => db.connectionWaitMs?.() ?? 0,
    });
    app.get("/api/hold", async () => db.transaction((tx) => tx.query("select pg_sleep(1.5)")));
    app.get("/api/ping", async () => ({ ok: true }));
    await app.ready();
    const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

    const holding = app.inject({ url: "/api/hold" });
    await pause(100);
    // The pool's one connection is taken: this request waits for it, and keeps waiting past the bound.
    const waiting = app.inject({ url: "/api/hold" });
    let shed: Awaited<ReturnType<typeof app.inject>> | undefined;
    for (let i = 0; i < 40 && !shed; i++) {
      const response = await app.inject({ url: "/api/ping" });
      if (response.statusCode !== 200) shed = response;
      else await pause(50);
    }
    expect(shed?.statusCode).toBe(503);
    expect(shed?.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(shed?.json()).toEqual({ message: SOMETHING_WENT_WRONG });
    // What was let in is answered.
    expect((await holding).statusCode).toBe(200);
    expect((await waiting).statusCode).toBe(200);
    expect(db.connectionWaitMs?.()).toBe(0);

    let served = false;
    for (let i = 0; i < 40 && !served; i++) {
      served = (await app.inject({ url: "/api/ping" })).statusCode === 200;
      if (!served) await pause(50);
    }
    expect(served).toBe(true);
  });

  it("is on in the server with a bound and a database that has a pool", async () => {
    const withPool = { connectionWaitMs: () => 0 } as unknown as DatabaseHandle;
    const shedding = await buildServer({ db: withPool, config: { maxConnectionWaitMs: 1000 } });
    const plain = await buildServer({ db: withPool });
    expect(shedding.hasPlugin("@fastify/under-pressure")).toBe(true);
    expect(plain.hasPlugin("@fastify/under-pressure")).toBe(false);
    await Promise.all([shedding.close(), plain.close()]);
  });
});

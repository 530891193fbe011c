import { randomBytes } from "node:crypto";
import { createServer, type Server, Socket } from "node:net";
import Fastify, { type FastifyInstance } from "fastify";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_REQUEST_DEADLINE_SECONDS } from "../config";
import type { DatabaseHandle } from "../db/database";
import { CONNECTION_TIMEOUT_MS } from "../db/openDatabase";
import { openPostgres } from "../db/postgres";
import { DATABASE_NOT_ANSWERING, DEFAULT_PING_TIMEOUT_SECONDS } from "../db/watchdog";
import { registerErrorHandling } from "./errorHandler";
import { healthRoutes } from "./healthRoutes";
import { RETRY_AFTER_SECONDS } from "./loadShedding";
import { registerRequestDeadline } from "./requestDeadline";

const url = process.env.TEST_DATABASE_URL;
/**
 * A hung database answers 503 from the watchdog (about 4 s with the defaults), long before the 30 s request
 * deadline; the watchdog's own message shows which answered. The bound is loose: a loaded machine is slow.
 */
const ANSWER_BOUND_MS = 15_000;
/** Longer than the ping bound: only an unanswered ping may cut work, never its length. */
const SLOW_SECONDS = DEFAULT_PING_TIMEOUT_SECONDS + 1.5;

/**
 * A TCP relay to PostgreSQL that can stop passing bytes either way, as a database server that hangs
 * (or a network that drops everything) does: connections stay open and nothing comes back.
 */
class FreezingRelay {
  private readonly server: Server;
  private readonly sockets: Socket[] = [];
  private held: (() => void)[] = [];
  frozen = false;

  constructor(private readonly target: { host: string; port: number }) {
    this.server = createServer((client) => this.relay(client));
  }

  async listen(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", resolve));
    return (this.server.address() as { port: number }).port;
  }

  thaw(): void {
    this.frozen = false;
    const held = this.held;
    this.held = [];
    for (const pass of held) pass();
  }

  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }

  private relay(client: Socket): void {
    const upstream = new Socket();
    this.sockets.push(client, upstream);
    upstream.connect(this.target.port, this.target.host);
    const pass = (to: Socket) => (chunk: Buffer) => {
      if (this.frozen) this.held.push(() => to.write(chunk));
      else to.write(chunk);
    };
    client.on("data", pass(upstream));
    upstream.on("data", pass(client));
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on("error", () => b.destroy());
      a.on("close", () => b.destroy());
    }
  }
}

describe.skipIf(!url)("a database that stops answering, on PostgreSQL", () => {
  let relay: FreezingRelay;
  let db: DatabaseHandle;
  let app: FastifyInstance;
  /** A schema of its own holding only what readiness reads. */
  const schema = `docket_test_${randomBytes(6).toString("hex")}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };

  beforeAll(async () => {
    await admin(
      `create schema ${schema}; create table ${schema}.schema_migrations (version text primary key)`,
    );
    const target = new URL(url as string);
    relay = new FreezingRelay({ host: target.hostname, port: Number(target.port || 5432) });
    const port = await relay.listen();
    target.host = `127.0.0.1:${port}`;
    // The settings `docket serve` uses by default, through the relay.
    db = await openPostgres({
      url: target.toString(),
      schema,
      statementTimeoutMs: 30_000,
      connectionTimeoutMs: CONNECTION_TIMEOUT_MS,
      pingTimeoutMs: DEFAULT_PING_TIMEOUT_SECONDS * 1000,
    });
    app = Fastify();
    registerErrorHandling(app);
    registerRequestDeadline(app, DEFAULT_REQUEST_DEADLINE_SECONDS);
    healthRoutes(app, db, { migrations: [] });
    app.get("/api/read", async () => db.query("select 1 as one"));
    app.post("/api/write", async () =>
      db.transaction(async (tx) => tx.query("select 1 as one from pg_class limit 1")),
    );
    app.get("/api/slow", async () => db.query("select true as slept from pg_sleep($1)", [SLOW_SECONDS]));
    app.post("/api/slow-write", async () =>
      db.transaction(async (tx) => {
        await tx.query("select pg_sleep($1)", [SLOW_SECONDS]);
        return tx.query("select 1 as one");
      }),
    );
    await app.ready();
  });
  afterAll(async () => {
    relay?.thaw();
    await app?.close();
    await db?.close();
    await relay?.close();
    await admin(`drop schema if exists ${schema} cascade`);
  });

  it("answers a slow query on a database that answers its pings, however long past the ping bound", async () => {
    const started = Date.now();
    const [read, write, ready] = await Promise.all([
      app.inject({ url: "/api/slow" }),
      app.inject({ method: "POST", url: "/api/slow-write" }),
      // Readiness meanwhile: the pool is busy, the database answers.
      new Promise((resolve) => setTimeout(resolve, 2000)).then(() => app.inject({ url: "/readyz" })),
    ]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(SLOW_SECONDS * 1000);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual([{ slept: true }]);
    expect(write.statusCode).toBe(200);
    expect(write.json()).toEqual([{ one: 1 }]);
    expect(ready.statusCode).toBe(200);
  });

  it("answers reads and writes 503 from the watchdog with the default settings, and readiness says it is unavailable", async () => {
    expect((await app.inject({ url: "/api/read" })).json()).toEqual([{ one: 1 }]);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);

    relay.frozen = true;
    const started = Date.now();
    const [read, write, ready] = await Promise.all([
      app.inject({ url: "/api/read" }),
      app.inject({ method: "POST", url: "/api/write" }),
      app.inject({ url: "/readyz" }),
    ]);
    expect(Date.now() - started).toBeLessThan(ANSWER_BOUND_MS);
    for (const answer of [read, write]) {
      expect(answer.statusCode).toBe(503);
      expect(answer.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
      expect(answer.json()).toEqual({ message: DATABASE_NOT_ANSWERING });
    }
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: "unavailable", reason: "database unavailable" });

    // Known not to answer: new requests and readiness get their 503 at once, not after another wait.
    const again = Date.now();
    const [next, nextReady] = await Promise.all([
      app.inject({ method: "POST", url: "/api/write" }),
      app.inject({ url: "/readyz" }),
    ]);
    // Sooner than another ping's bound: nothing waits for the database again.
    expect(Date.now() - again).toBeLessThan(DEFAULT_PING_TIMEOUT_SECONDS * 1000);
    expect(next.statusCode).toBe(503);
    expect(next.json()).toEqual({ message: DATABASE_NOT_ANSWERING });
    expect(nextReady.statusCode).toBe(503);

    // Back again: served as before.
    relay.thaw();
    await expect
      .poll(async () => (await app.inject({ url: "/api/read" })).statusCode, { timeout: 10_000 })
      .toBe(200);
    expect((await app.inject({ url: "/readyz" })).statusCode).toBe(200);
  });
});

import { request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildServer } from "../app";
import { configFromEnvironment, DEFAULT_REQUEST_DEADLINE_SECONDS } from "../config";
import type { Database, DatabaseHandle } from "../db/database";
import { openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "../testing/testDatabase";
import { registerErrorHandling } from "./errorHandler";
import { RETRY_AFTER_SECONDS } from "./loadShedding";
import { REQUEST_TOOK_TOO_LONG, registerRequestDeadline } from "./requestDeadline";

const DEADLINE_SECONDS = 0.3;
/** Generous: the point is "soon after the deadline", not a number of milliseconds. */
const ANSWER_BOUND_MS = 4000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(TEST_DATABASE_KINDS)("request deadline on %s", (kind) => {
  let database: TestDatabase;
  let app: FastifyInstance;
  /** The handler's own outcome, which the 503 does not wait for. */
  let work: Promise<unknown> = Promise.resolve();
  /** Work a handler leaves running after its answer. */
  let leftover: Promise<unknown> = Promise.resolve();

  /**
   * Slow work in one transaction: a row written, then a wait the deadline or a disconnect interrupts, then
   * another row. PostgreSQL sleeps in the database (pg_sleep, cancelled on the server); PGlite cannot
   * cancel a running statement, so it waits in JavaScript and its next statement is refused.
   */
  const slowCreate = (db: Database) =>
    db.transaction(async (tx) => {
      await tx.query("insert into deadline_probe (n) values (1)");
      if (kind === "postgres") await tx.query("select pg_sleep(30)");
      else await sleep(1500);
      await tx.query("insert into deadline_probe (n) values (2)");
      return { created: true };
    });

  const probeRows = async () =>
    (await database.db.query<{ count: number }>("select count(*)::int as count from deadline_probe"))[0]
      ?.count;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    await database.db.query("create table deadline_probe (n int not null)");
    app = Fastify();
    registerErrorHandling(app);
    registerRequestDeadline(app, DEADLINE_SECONDS);
    app.post("/api/slow", async () => {
      work = slowCreate(database.db);
      return work;
    });
    app.get("/api/quick", async () => database.db.query("select 1 as one"));
    app.post("/api/answer-first", async () => {
      // Past the deadline and after the answer's connection closed: neither may stop this.
      leftover = sleep(DEADLINE_SECONDS * 2000).then(() =>
        database.db.transaction(async (tx) => tx.query("insert into deadline_probe (n) values (3)")),
      );
      return { answered: true };
    });
    app.get("/api/stream", async (_request, reply) => {
      async function* lines() {
        yield "first\n";
        await sleep(DEADLINE_SECONDS * 2000);
        const [row] = await database.db.query<{ one: number }>("select 1 as one");
        yield `${row?.one}\n`;
      }
      return reply.type("text/plain").send(Readable.from(lines()));
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await database?.dispose();
  });

  it("answers 503 soon after the deadline and rolls the work back", async () => {
    const started = Date.now();
    const response = await app.inject({ method: "POST", url: "/api/slow" });
    expect(Date.now() - started).toBeLessThan(ANSWER_BOUND_MS);
    expect(response.statusCode).toBe(503);
    expect(response.headers["retry-after"]).toBe(String(RETRY_AFTER_SECONDS));
    expect(response.json()).toEqual({ message: REQUEST_TOOK_TOO_LONG });

    // The handler ends by itself, well before its 30 s sleep on PostgreSQL: the statement was cancelled.
    await expect(work).rejects.toBeDefined();
    expect(Date.now() - started).toBeLessThan(ANSWER_BOUND_MS * 2);
    expect(await probeRows()).toBe(0);
    // The connection went back to the pool usable.
    expect((await app.inject({ url: "/api/quick" })).json()).toEqual([{ one: 1 }]);
  });

  it("does not cut an answer already streaming at the deadline", async () => {
    const response = await app.inject({ url: "/api/stream" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("first\n1\n");
  });

  it("leaves alone the work a handler left running after its answer", async () => {
    const response = await app.inject({ method: "POST", url: "/api/answer-first" });
    expect(response.json()).toEqual({ answered: true });
    await expect(leftover).resolves.toBeDefined();
    expect(await probeRows()).toBe(1);
    await database.db.query("delete from deadline_probe");
  });

  it("stops the work of a client that goes away, leaving nothing committed", async () => {
    const port = (app.server.address() as AddressInfo).port;
    const bigDeadline = Fastify();
    registerErrorHandling(bigDeadline);
    // Here the deadline is far away: only the disconnect can stop the work.
    registerRequestDeadline(bigDeadline, 60);
    let started: () => void = () => undefined;
    const handlerStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    bigDeadline.post("/api/slow", async () => {
      started();
      work = slowCreate(database.db);
      return work;
    });
    await bigDeadline.listen({ host: "127.0.0.1", port: 0 });
    try {
      const bigPort = (bigDeadline.server.address() as AddressInfo).port;
      expect(bigPort).not.toBe(port);
      const client = httpRequest({ host: "127.0.0.1", port: bigPort, method: "POST", path: "/api/slow" });
      client.on("error", () => undefined);
      client.end();
      await handlerStarted;
      await sleep(200);
      const gone = Date.now();
      client.destroy();
      await expect(work).rejects.toBeDefined();
      expect(Date.now() - gone).toBeLessThan(ANSWER_BOUND_MS * 2);
      expect(await probeRows()).toBe(0);
    } finally {
      await bigDeadline.close();
    }
  });
});

describe("the request deadline setting", () => {
  const base = { dataDir: "unused", port: 8080 };

  it("is REQUEST_DEADLINE_SECONDS, 30 when it is unset or not a positive number", () => {
    expect(configFromEnvironment({ REQUEST_DEADLINE_SECONDS: "12.5" }, base).requestDeadlineSeconds).toBe(
      12.5,
    );
    for (const value of [undefined, "", "0", "-3", "soon"]) {
      expect(configFromEnvironment({ REQUEST_DEADLINE_SECONDS: value }, base).requestDeadlineSeconds).toBe(
        DEFAULT_REQUEST_DEADLINE_SECONDS,
      );
    }
    expect(DEFAULT_REQUEST_DEADLINE_SECONDS).toBe(30);
  });

  it("bounds the server's handlers", async () => {
    const app = await buildServer({ db: {} as DatabaseHandle, config: { requestDeadlineSeconds: 0.2 } });
    app.get("/deadline-probe", async () => {
      await sleep(2000);
      return { late: true };
    });
    try {
      const response = await app.inject({ url: "/deadline-probe" });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: REQUEST_TOOK_TOO_LONG });
    } finally {
      await app.close();
    }
  });
});

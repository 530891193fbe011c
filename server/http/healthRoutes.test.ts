import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import type { Database } from "../db/database";
import { describeApi } from "../testing/apiHarness";
import { healthRoutes } from "./healthRoutes";

describeApi("/healthz and /readyz", (api) => {
  it("answers that the process lives, and is ready on a migrated database, without a session", async () => {
    const live = await api.request("GET", "/healthz", { appHeader: false });
    expect([live.status, live.body]).toEqual([200, { status: "ok" }]);
    const ready = await api.request("GET", "/readyz", { appHeader: false });
    expect([ready.status, ready.body]).toEqual([200, { status: "ready" }]);
    for (const answer of [live, ready]) expect(answer.headers["cache-control"]).toBe("no-store");
  });
});

/** A server with only the health routes, on a database that behaves as the test needs. */
async function healthOn(db: Pick<Database, "query">, migrations: string[]) {
  const app = Fastify();
  healthRoutes(app, db as Database, { timeoutMs: 50, migrations });
  await app.ready();
  return app;
}

const answering = (versions: string[]): Pick<Database, "query"> => ({
  query: (async (sql: string) =>
    sql.includes("schema_migrations") ? versions.map((version) => ({ version })) : [{}]) as Database["query"],
});

describe("/readyz", () => {
  it("is not ready while a migration of this code has not been applied", async () => {
    const app = await healthOn(answering(["001_start"]), ["001_start", "002_next"]);
    const answer = await app.inject({ url: "/readyz" });
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      status: "unavailable",
      reason: "migrations pending",
      missing: ["002_next"],
    });
    const live = await app.inject({ url: "/healthz" });
    expect(live.statusCode).toBe(200);
  });

  it("is not ready when the database does not answer in time, and says so without details", async () => {
    const hanging: Pick<Database, "query"> = { query: (() => new Promise(() => {})) as Database["query"] };
    const failing: Pick<Database, "query"> = {
      query: (async () => {
        throw new Error("connect ECONNREFUSED postgres://secret@db");
      }) as Database["query"],
    };
    for (const db of [hanging, failing]) {
      const answer = await (await healthOn(db, ["001_start"])).inject({ url: "/readyz" });
      expect(answer.statusCode).toBe(503);
      expect(answer.json()).toEqual({ status: "unavailable", reason: "database unavailable" });
    }
  });

  it("is ready when the database has every migration", async () => {
    const answer = await (
      await healthOn(answering(["001_start", "002_next"]), ["001_start", "002_next"])
    ).inject({
      url: "/readyz",
    });
    expect(answer.statusCode).toBe(200);
  });
});

import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COMPANY } from "../bench/apiBench";
import { runKillNine } from "./killNine";
import {
  ADMIN_PASSWORD,
  killHard,
  newServedData,
  type RunningServer,
  type ServedData,
  type StoreKind,
  startServer,
} from "./serverUnderTest";
import { StreamClient } from "./writeStream";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. The bench runs 20 rounds of each. */
const KINDS: StoreKind[] = process.env.TEST_DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];

describe.each(KINDS)("docket serve killed with SIGKILL during a stream of writes (%s)", (kind) => {
  // Slow by nature (about a minute): three real starts of docket serve, and writes must be in flight at each kill.
  it("keeps every acknowledged write, none half-written, and starts cleanly each time", async () => {
    const report = await runKillNine({ kind, rounds: 2, clients: 3, killAfter: { min: 1000, max: 4000 } });
    expect(report.problems).toEqual([]);
    expect(report.rounds).toBe(2);
    expect(report.cleanStarts).toBe(3);
    expect(report.acknowledgedCreates).toBeGreaterThan(0);
    expect(report.finalExitCode).toBe(0);
  }, 900_000);
});

/** A save whose body is sent in two parts: in flight until `finish()` sends the rest. */
function slowSave(server: RunningServer, cookie: string, id: number, body: unknown) {
  const payload = JSON.stringify(body);
  const call = request({
    host: "127.0.0.1",
    port: server.port,
    method: "PUT",
    path: `/api/contentdossier/${id}`,
    headers: { cookie, "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    call.on("response", (response) => {
      let text = "";
      response.on("data", (chunk) => {
        text += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    call.on("error", reject);
  });
  call.write(payload.slice(0, 5));
  return { finish: () => call.end(payload.slice(5)), answer };
}

describe.each(KINDS)("docket serve stopped with SIGTERM during a stream of writes (%s)", (kind) => {
  let data: ServedData;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    // A start from an empty folder is the kill -9 test's: this one starts on a migrated database.
    data = await newServedData(kind, { migrated: true });
  });
  afterAll(async () => {
    if (server) await killHard(server);
    await data?.dispose();
  });

  it("answers the slow save in flight, exits 0, and every acknowledged write is there after", async () => {
    // Load shedding off: on a busy machine it may refuse the slow save before the SIGTERM this is about.
    server = await startServer(data, { SHUTDOWN_TIMEOUT_SECONDS: "30", MAX_EVENT_LOOP_DELAY_MS: "0" });
    const streaming = ["a", "b"].map((name) => new StreamClient(`term-${name}`, server?.baseUrl as string));
    // The slow save's record is its own client's: the stream does not edit it.
    const slowClient = new StreamClient("term-slow", server.baseUrl);
    for (const client of [...streaming, slowClient]) await client.logIn(ADMIN_PASSWORD);
    await slowClient.patiently(() => slowClient.create());
    const record = slowClient.records[0];
    if (!record) throw new Error("The slow client's create was not acknowledged");

    let stopped = false;
    const streams = streaming.map((client) => client.stream(() => stopped));
    const slow = slowSave(server, slowClient.cookie, record.id, {
      [COMPANY.edit.name]: "Saved while stopping",
      [COMPANY.edit.city]: "Zwolle",
      version: record.version,
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));
    server.process.kill("SIGTERM");
    await server.process.waitFor(/SIGTERM: answering the requests in flight/);
    stopped = true;
    slow.finish();

    const answer = await slow.answer;
    expect(answer.status, answer.body).toBe(200);
    const saved = JSON.parse(answer.body) as { version: number };
    expect(saved.version).toBeGreaterThan(record.version);
    await Promise.all(streams);
    expect(await server.process.exited).toBe(0);
    expect(server.process.output()).not.toContain("Stopping took longer");

    server = await startServer(data);
    const problems: string[] = [];
    for (const client of streaming) {
      client.baseUrl = server.baseUrl;
      problems.push(...(await client.verify()));
    }
    expect(problems).toEqual([]);
    expect(
      streaming.reduce((sum, c) => sum + c.acknowledgedCreates + c.acknowledgedEdits, 0),
    ).toBeGreaterThan(0);
    slowClient.baseUrl = server.baseUrl;
    expect(await slowClient.read(record.id)).toEqual({
      values: { name: "Saved while stopping", city: "Zwolle", status: record.values.status },
      version: saved.version,
    });
  }, 900_000);
});

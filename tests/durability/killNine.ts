/**
 * The kill -9 harness (tests/durability/killNine.test.ts, `npm run bench:durability`): `docket serve` on
 * data that outlives it, several clients streaming acknowledged creates and edits, SIGKILL at a random
 * moment, a restart on the same data, and a check of every write the clients were told was done. The last
 * start is stopped with SIGTERM and must exit 0.
 */
import { randomBytes } from "node:crypto";
import { COMPANY } from "../bench/apiBench";
import {
  ADMIN_PASSWORD,
  killHard,
  newServedData,
  type RunningServer,
  type StoreKind,
  startServer,
} from "./serverUnderTest";
import { StreamClient } from "./writeStream";

export interface KillNineOptions {
  kind: StoreKind;
  rounds: number;
  /** Concurrent clients, each with a session of its own. */
  clients?: number;
  /** The kill comes at a random moment this long (ms) after the stream starts. */
  killAfter?: { min: number; max: number };
  log?: (line: string) => void;
}

export interface KillNineReport {
  kind: StoreKind;
  label: string;
  rounds: number;
  /** Starts that came up cleanly (the first one and one after each kill). */
  cleanStarts: number;
  acknowledgedCreates: number;
  acknowledgedEdits: number;
  /** Writes whose answer never came because the process died under them. */
  inFlightAtKill: number;
  /** Acknowledged writes missing or not as acknowledged, records half-written, duplicates. */
  problems: string[];
  /** SIGTERM of the last start: its exit code. */
  finalExitCode: number | null;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The number of companies the server holds (the list's total). */
async function companyCount(client: StreamClient): Promise<number> {
  const answer = await client.readPatiently(`/api/contentdossier?defDossier=${COMPANY.entity}&limit=1`);
  if (answer.status !== 200) throw new Error(`Listing the companies answered ${answer.status}`);
  const total = answer.body?.pager?.items;
  if (typeof total !== "number") throw new Error(`The list has no total: ${JSON.stringify(answer.body)}`);
  return total;
}

export async function runKillNine(options: KillNineOptions): Promise<KillNineReport> {
  const log = options.log ?? (() => undefined);
  const killAfter = options.killAfter ?? { min: 300, max: 3000 };
  const data = await newServedData(options.kind);
  const tag = randomBytes(2).toString("hex");
  const clients = Array.from(
    { length: options.clients ?? 4 },
    (_, i) => new StreamClient(`${tag}-${i + 1}`, ""),
  );
  const report: KillNineReport = {
    kind: options.kind,
    label: data.label,
    rounds: 0,
    cleanStarts: 0,
    acknowledgedCreates: 0,
    acknowledgedEdits: 0,
    inFlightAtKill: 0,
    problems: [],
    finalExitCode: null,
  };
  let server: RunningServer | undefined;
  try {
    server = await startServer(data);
    report.cleanStarts++;
    for (const client of clients) {
      client.baseUrl = server.baseUrl;
      await client.logIn(ADMIN_PASSWORD);
    }
    const before = await companyCount(clients[0] as StreamClient);

    for (let round = 1; round <= options.rounds; round++) {
      let stopped = false;
      const streams = clients.map((client) => client.stream(() => stopped));
      await sleep(killAfter.min + Math.random() * (killAfter.max - killAfter.min));
      await killHard(server);
      stopped = true;
      await Promise.all(streams);
      const inFlight = clients.reduce(
        (sum, c) => sum + (c.pendingCreate ? 1 : 0) + c.records.filter((r) => r.pending).length,
        0,
      );
      report.inFlightAtKill += inFlight;

      server = await startServer(data);
      report.cleanStarts++;
      const problems: string[] = [];
      // The sessions are in the database: the clients go on with the cookies they had.
      for (const client of clients) {
        client.baseUrl = server.baseUrl;
        problems.push(...(await client.verify()));
      }
      report.problems.push(...problems.map((p) => `round ${round}: ${p}`));
      report.rounds = round;
      const creates = clients.reduce((sum, c) => sum + c.acknowledgedCreates, 0);
      const edits = clients.reduce((sum, c) => sum + c.acknowledgedEdits, 0);
      log(
        `${options.kind} round ${round}: ${creates} creates and ${edits} edits acknowledged so far, ` +
          `${inFlight} in flight at the kill, ${problems.length} problems`,
      );
    }

    // Every create acknowledged once, none twice (the in-flight ones were retried with their keys).
    const expected = before + clients.reduce((sum, c) => sum + c.records.length, 0);
    const stored = await companyCount(clients[0] as StreamClient);
    if (stored !== expected) report.problems.push(`${stored} companies stored, ${expected} acknowledged`);
    report.acknowledgedCreates = clients.reduce((sum, c) => sum + c.acknowledgedCreates, 0);
    report.acknowledgedEdits = clients.reduce((sum, c) => sum + c.acknowledgedEdits, 0);

    server.process.kill("SIGTERM");
    report.finalExitCode = await server.process.exited;
    return report;
  } finally {
    if (server) await killHard(server);
    await data.dispose();
  }
}

/**
 * npm run bench:overload: the server under more load than it can answer, on PostgreSQL (TEST_DATABASE_URL,
 * else DATABASE_URL). The real server (buildServer) with the settings `docket serve` uses (statement timeout,
 * pool wait, load shedding, request deadline) on a fresh schema with the CRM fixture and BENCH_SEED companies,
 * listening on 127.0.0.1; then BENCH_CONNECTIONS (200) clients over as many sockets, each alternating a
 * create with an Idempotency-Key and a list call, for BENCH_SECONDS (60). A client gives up on a call after
 * BENCH_CLIENT_TIMEOUT_SECONDS (10) and retries a create with the same key (after Retry-After on a 503)
 * until it is acknowledged; once the time is up, the creates still unacknowledged are retried a few more
 * times, gently, as a client coming back later would.
 *
 * It prints the answers by kind (2xx, 503, other, client time-outs, connection errors), the latency p50/p95,
 * and compares the records in the database with the creates acknowledged: an orphaned create (committed,
 * never acknowledged, not even by a retry with its key) is the duplicate of a later retry without one, and
 * must not exist. Exits 1 when there is any, or any answer other than 2xx and 503.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { Agent, request as httpRequest } from "node:http";
import { REPLAYED_HEADER } from "../../server/http/idempotency";
import { COMPANY, createBody, listPath, postgresUrl, summarize } from "./apiBench";
import { startPostgresBenchServer } from "./servedOnPostgres";

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const SECONDS = intFromEnv("BENCH_SECONDS", 60);
const CONNECTIONS = intFromEnv("BENCH_CONNECTIONS", 200);
const CLIENT_TIMEOUT_MS = intFromEnv("BENCH_CLIENT_TIMEOUT_SECONDS", 10) * 1000;
const SEED = intFromEnv("BENCH_SEED", 5000);
/** Retries of each unacknowledged create after the load, one at a time per key. */
const LATE_RETRIES = 5;
const ADMIN_PASSWORD = "bench-admin-password";

type Outcome = "2xx" | "503" | "other" | "timeout" | "error";

interface Call {
  outcome: Outcome;
  status: number;
  ms: number;
  body: unknown;
  retryAfterSeconds?: number;
  /** The answer repeats the one stored with the Idempotency-Key (Idempotent-Replayed). */
  replayed?: boolean;
}

/** The load's own HTTP client: one keep-alive socket per connection, a call abandoned after the timeout. */
class OverloadClient {
  readonly agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  cookie = "";
  readonly counts: Record<Outcome, number> = { "2xx": 0, "503": 0, other: 0, timeout: 0, error: 0 };
  readonly latencies: number[] = [];
  readonly okLatencies: number[] = [];
  readonly otherStatuses = new Map<number, number>();
  counting = true;

  constructor(readonly port: number) {}

  call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Call> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const started = performance.now();
    return new Promise<Call>((resolve) => {
      let settled = false;
      const finish = (call: Omit<Call, "ms">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...call, ms: performance.now() - started });
      };
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: "application/json",
            cookie: this.cookie,
            ...headers,
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const status = res.statusCode ?? 0;
            const text = Buffer.concat(chunks).toString("utf8");
            let parsed: unknown = text;
            try {
              parsed = text ? JSON.parse(text) : undefined;
            } catch {
              // not JSON: kept as text
            }
            const retryAfter = Number(res.headers["retry-after"]);
            finish({
              outcome: status >= 200 && status < 300 ? "2xx" : status === 503 ? "503" : "other",
              status,
              body: parsed,
              replayed: res.headers[REPLAYED_HEADER] === "true",
              ...(Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {}),
            });
          });
          res.on("error", () => finish({ outcome: "error", status: 0, body: undefined }));
        },
      );
      // The client gives up: it closes the connection, as a browser's fetch with a timeout does.
      const timer = setTimeout(() => {
        finish({ outcome: "timeout", status: 0, body: undefined });
        req.destroy();
      }, CLIENT_TIMEOUT_MS);
      req.on("error", () => finish({ outcome: "error", status: 0, body: undefined }));
      if (payload !== undefined) req.write(payload);
      req.end();
    }).then((call) => this.count(call));
  }

  private count(call: Call): Call {
    if (!this.counting) return call;
    this.counts[call.outcome]++;
    if (call.outcome !== "timeout" && call.outcome !== "error") this.latencies.push(call.ms);
    if (call.outcome === "2xx") this.okLatencies.push(call.ms);
    if (call.outcome === "other") {
      this.otherStatuses.set(call.status, (this.otherStatuses.get(call.status) ?? 0) + 1);
    }
    return call;
  }
}

interface Create {
  k: number;
  key: string;
  acknowledgedId?: number;
  attempts: number;
  /** Acknowledged by a retry's replay: committed for an attempt whose answer the client never read. */
  replayed?: boolean;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const TAG = randomBytes(3).toString("hex");

/** One create, retried with its key until acknowledged or `until` passes. */
async function createUntilAcknowledged(client: OverloadClient, create: Create, until: number): Promise<void> {
  while (create.acknowledgedId === undefined && Date.now() < until) {
    create.attempts++;
    const call = await client.call("POST", "/api/contentdossier", createBody(create.k, TAG), {
      "idempotency-key": create.key,
    });
    if (call.outcome === "2xx") {
      create.acknowledgedId = (call.body as { id: number }).id;
      create.replayed = call.replayed === true;
      return;
    }
    if (call.outcome === "503") await sleep((call.retryAfterSeconds ?? 1) * 1000 * (0.5 + Math.random()));
    else if (call.outcome !== "timeout") await sleep(500);
  }
}

async function worker(client: OverloadClient, creates: Create[], next: () => number, until: number) {
  while (Date.now() < until) {
    const create: Create = { k: next(), key: randomUUID(), attempts: 0 };
    creates.push(create);
    await createUntilAcknowledged(client, create, until);
    if (Date.now() >= until) break;
    const list = await client.call("GET", listPath());
    if (list.outcome === "503") await sleep((list.retryAfterSeconds ?? 1) * 1000 * (0.5 + Math.random()));
  }
}

async function logIn(client: OverloadClient): Promise<void> {
  const answer = await new Promise<{ status: number; cookie?: string }>((resolve, reject) => {
    const payload = JSON.stringify({ username: "bench-admin", password: ADMIN_PASSWORD });
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: client.port,
        method: "POST",
        path: "/api/login_check",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(payload) },
      },
      (res) => {
        res.resume();
        res.on("end", () => {
          const cookie = (res.headers["set-cookie"] ?? [])
            .find((c) => c.startsWith("docket_session="))
            ?.split(";")[0];
          resolve({ status: res.statusCode ?? 0, ...(cookie ? { cookie } : {}) });
        });
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
  if (answer.status !== 200 || !answer.cookie) throw new Error(`Login failed: ${answer.status}`);
  client.cookie = answer.cookie;
}

const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const url = postgresUrl();
  if (!url) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server");
  const server = await startPostgresBenchServer(url, {
    name: "overload",
    seed: SEED,
    adminUsername: "bench-admin",
    adminPassword: ADMIN_PASSWORD,
  });
  const client = new OverloadClient(server.port);
  let failed = false;
  try {
    await logIn(client);
    const [before] = await server.db.query<{ max: number }>(
      "select coalesce(max(id), 0)::int as max from content_dossiers",
    );
    console.log(`${server.label}; ${SEED} companies seeded`);
    console.log(
      `${CONNECTIONS} connections for ${SECONDS} s; clients give up after ${CLIENT_TIMEOUT_MS / 1000} s`,
    );

    const creates: Create[] = [];
    let k = 0;
    const until = Date.now() + SECONDS * 1000;
    await Promise.all(Array.from({ length: CONNECTIONS }, () => worker(client, creates, () => ++k, until)));
    client.counting = false;

    // The clients come back later for their unacknowledged creates, a few at a time.
    const unacknowledgedAtEnd = creates.filter((c) => c.acknowledgedId === undefined);
    for (let round = 0; round < LATE_RETRIES; round++) {
      const pending = creates.filter((c) => c.acknowledgedId === undefined);
      if (pending.length === 0) break;
      for (let i = 0; i < pending.length; i += 10) {
        await Promise.all(
          pending.slice(i, i + 10).map((c) => createUntilAcknowledged(client, c, Date.now() + 1)),
        );
      }
    }

    const stored = await server.db.query<{ id: number }>(
      "select id from content_dossiers where def_dossier_id = $1 and id > $2",
      [COMPANY.entity, before?.max ?? 0],
    );
    const storedIds = new Set(stored.map((r) => r.id));
    const acknowledged = creates.filter((c) => c.acknowledgedId !== undefined);
    const acknowledgedIds = new Set(acknowledged.map((c) => c.acknowledgedId as number));
    const orphaned = [...storedIds].filter((id) => !acknowledgedIds.has(id)).length;
    const lost = [...acknowledgedIds].filter((id) => !storedIds.has(id)).length;
    const neverAcknowledged = creates.length - acknowledged.length;

    const all = summarize(client.latencies);
    const ok = summarize(client.okLatencies);
    const { counts } = client;
    const total = Object.values(counts).reduce((sum, n) => sum + n, 0);
    console.log(`calls: ${total} (${Math.round(total / SECONDS)}/s)`);
    console.log(
      `  2xx ${counts["2xx"]}, 503 ${counts["503"]}, other ${counts.other}, ` +
        `client time-outs ${counts.timeout}, connection errors ${counts.error}`,
    );
    if (client.otherStatuses.size > 0) {
      console.log(`  other statuses: ${[...client.otherStatuses].map(([s, n]) => `${s}×${n}`).join(", ")}`);
    }
    console.log(
      `latency of answers: p50 ${ms(all.p50)}, p95 ${ms(all.p95)} (2xx only: p50 ${ms(ok.p50)}, p95 ${ms(ok.p95)})`,
    );
    console.log(
      `creates: ${creates.length} keys, ${acknowledged.length} acknowledged ` +
        `(${unacknowledgedAtEnd.length} still open when the load stopped, ${neverAcknowledged} never), ` +
        `${creates.reduce((sum, c) => sum + c.attempts, 0)} attempts`,
    );
    console.log(`records in the database: ${storedIds.size} new`);
    console.log(
      `committed for an abandoned attempt, then answered by a retry with its key: ${acknowledged.filter((c) => c.replayed).length}`,
    );
    console.log(`orphaned creates (committed, never acknowledged): ${orphaned}`);
    console.log(`acknowledged creates missing from the database: ${lost}`);
    failed = orphaned > 0 || lost > 0 || counts.other > 0;
  } finally {
    client.agent.destroy();
    await server.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

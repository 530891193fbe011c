/**
 * The pieces of `npm run bench:api` (api.bench.ts), kept apart so a test (tests/apiBench.test.ts) can run
 * them with a small count: the real server on a fresh database listening on 127.0.0.1, the CRM fixture's
 * company entity seeded with deterministic records, an HTTP client and the timing loops.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { Agent, request as httpRequest } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { dataFieldByName, entityByName, environmentBySlug, itemsOf } from "../../fixtures";
import { buildServer } from "../../server/app";
import { type Database, type DatabaseHandle, jsonb } from "../../server/db/database";
import { runMigrations } from "../../server/db/migrate";
import { openPglite } from "../../server/db/pglite";
import { openPostgres } from "../../server/db/postgres";
import { moveSequencesPastIds } from "../../server/db/sequences";
import { ROLE_ADMIN } from "../../server/permissions/callerContext";
import { loadCallerContext } from "../../server/permissions/loadCallerContext";
import { aggregateRecords } from "../../server/records/listing/aggregate";
import { storeValueRows, type ValueRow } from "../../server/records/recordStore";
import { installFixture } from "../../server/records/testing/installFixture";
import { hashPassword } from "../../server/session/passwords";
import { migratedSnapshot } from "../../server/testing/testDatabase";

export type BenchDatabaseKind = "pglite" | "postgres";

// ---------------------------------------------------------------------------------------------------------
// The entity: the CRM fixture's company (a unique name, a running number, a status list, a city, revenue).

const crm = environmentBySlug("crm");
const companyFixture = entityByName(crm, "company");

const fieldId = (name: string) => dataFieldByName(companyFixture, name).id;
const itemId = (view: string, field: string) => {
  const dataField = fieldId(field);
  const found = itemsOf(companyFixture).find((e) => e.item.view === view && e.item.dataField === dataField);
  if (!found) throw new Error(`The company entity has no ${view} item for ${field}`);
  return found.item.id;
};
const statusField = crm.baseFields.find((f) => f.id === dataFieldByName(companyFixture, "status").defField);
const statusOption = (english: string) => {
  const option = statusField?.def_field_lists?.find((o) =>
    o.translations?.some((t) => t.culture === "en_GB" && t.text === english),
  );
  if (option?.id === undefined) throw new Error(`The company status has no option ${english}`);
  return option.id;
};

/** Ids of the company entity in the CRM fixture that the benchmark seeds, lists and creates. */
export const COMPANY = {
  environment: crm.environment.id,
  entity: companyFixture.entity.id,
  fields: {
    number: fieldId("company_number"),
    name: fieldId("name"),
    status: fieldId("status"),
    city: fieldId("city"),
    revenue: fieldId("annual_revenue"),
    since: fieldId("customer_since"),
  },
  /** Items of the list view: the sort (name) and the filter (status). */
  list: { name: itemId("list", "name"), status: itemId("list", "status") },
  /** Items of the edit view, for POST. */
  edit: { name: itemId("edit", "name"), status: itemId("edit", "status"), city: itemId("edit", "city") },
  status: {
    lead: statusOption("Lead"),
    prospect: statusOption("Prospect"),
    customer: statusOption("Customer"),
    former: statusOption("Former customer"),
  },
} as const;

/** The types of the seeded fields, which decide their typed columns. */
const FIELD_TYPES: ReadonlyMap<number, string> = new Map([
  [COMPANY.fields.number, "autoIncrement"],
  [COMPANY.fields.name, "text"],
  [COMPANY.fields.status, "list"],
  [COMPANY.fields.city, "text"],
  [COMPANY.fields.revenue, "amount"],
  [COMPANY.fields.since, "date"],
]);

const SYLLABLES = [
  "ba",
  "ko",
  "mi",
  "ra",
  "te",
  "lu",
  "so",
  "ven",
  "dal",
  "ne",
  "pi",
  "gor",
  "sa",
  "vi",
  "ton",
  "ek",
];
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven", "Groningen", "Tilburg", "Almere", "Breda"];
const STATUS_WEIGHTS: [keyof typeof COMPANY.status, number][] = [
  ["lead", 25],
  ["prospect", 25],
  ["customer", 40],
  ["former", 10],
];

/** A 32-bit integer hash (splitmix-like): the same record number always gives the same values. */
function hash(n: number, salt: number): number {
  let x = Math.imul(n ^ 0x9e3779b9, 0x85ebca6b) ^ salt;
  x = Math.imul(x ^ (x >>> 16), 0x7feb352d);
  x = Math.imul(x ^ (x >>> 15), 0x846ca68b);
  return (x ^ (x >>> 16)) >>> 0;
}

export interface BenchCompany {
  /** 1-based record number. */
  n: number;
  /** A made-up word and the zero-padded number: unique, and sorted the same by every collation. */
  name: string;
  status: keyof typeof COMPANY.status;
  city: string;
  revenue: number;
  /** Customer since: a date in 2021-2025. */
  since: string;
}

/** The n-th seeded company (n from 1). */
export function benchCompany(n: number): BenchCompany {
  const h = hash(n, 1);
  const word = [0, 4, 8].map((shift) => SYLLABLES[(h >>> shift) & 15]).join("");
  const name = `${word.charAt(0).toUpperCase()}${word.slice(1)} ${String(n).padStart(6, "0")}`;
  let pick = hash(n, 2) % 100;
  let status: BenchCompany["status"] = "lead";
  for (const [key, weight] of STATUS_WEIGHTS) {
    if (pick < weight) {
      status = key;
      break;
    }
    pick -= weight;
  }
  return {
    n,
    name,
    status,
    city: CITIES[hash(n, 3) % CITIES.length] as string,
    revenue: 250_000 + (hash(n, 4) % 1800) * 50_000,
    since: new Date(Date.UTC(2021, 0, 1) + (hash(n, 5) % 1826) * 86_400_000).toISOString().slice(0, 10),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The database and the server.

/** The PostgreSQL server to use, when one is named (TEST_DATABASE_URL, else DATABASE_URL). */
export const postgresUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

interface BenchDatabase {
  db: DatabaseHandle;
  label: string;
  dispose(): Promise<void>;
}

/**
 * PGlite in a new temporary data directory (as `docket serve` keeps it, on disk), started from the migrated
 * snapshot the tests use; or a new schema on PostgreSQL with the server's default pool, dropped afterwards.
 */
async function openBenchDatabase(kind: BenchDatabaseKind): Promise<BenchDatabase> {
  if (kind === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "docket-bench-pglite-"));
    const db = await openPglite(dir, await migratedSnapshot());
    await runMigrations(db);
    return {
      db,
      label: "PGlite (temporary data directory)",
      async dispose() {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const url = postgresUrl();
  if (!url) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) for PostgreSQL");
  const schema = `docket_bench_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create schema ${schema}`);
  try {
    const db = await openPostgres({ url, schema });
    await runMigrations(db);
    const [version] = await db.query<{ server_version: string }>("show server_version");
    return {
      db,
      label: `PostgreSQL ${version?.server_version ?? ""} (schema ${schema}, pool of 10)`.replace("  ", " "),
      async dispose() {
        await db.close();
        await adminQuery(url, `drop schema ${schema} cascade`);
      },
    };
  } catch (error) {
    await adminQuery(url, `drop schema if exists ${schema} cascade`);
    throw error;
  }
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface HttpAnswer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the benchmark reads whatever the answer holds
  body: any;
  setCookie: string[];
}

/**
 * A plain HTTP/1.1 client over one keep-alive connection per request in flight, to 127.0.0.1 only: the
 * whole path of a real call (socket, parser, routing, hooks, serialisation) without a browser.
 */
export class LoopbackClient {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });
  cookie: string | undefined;

  constructor(readonly port: number) {}

  request(method: string, path: string, body?: unknown, retried = false): Promise<HttpAnswer> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: this.port,
          method,
          path,
          agent: this.agent,
          headers: {
            accept: "application/json",
            ...(this.cookie ? { cookie: this.cookie } : {}),
            ...(payload === undefined
              ? {}
              : { "content-type": "application/json", "content-length": Buffer.byteLength(payload) }),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () => {
            const text = Buffer.concat(chunks).toString("utf8");
            const type = String(res.headers["content-type"] ?? "");
            const raw = res.headers["set-cookie"];
            resolve({
              status: res.statusCode ?? 0,
              body: type.includes("json") && text ? JSON.parse(text) : text,
              setCookie: raw ?? [],
            });
          });
          res.on("error", reject);
        },
      );
      req.on("error", (error: NodeJS.ErrnoException) => {
        // A kept-alive socket the server closed while the bench sat idle (seeding a million records can
        // outlast its keep-alive timeout): the request never reached it, so it is sent once more, as
        // Node's documentation advises for reused sockets.
        if (req.reusedSocket && error.code === "ECONNRESET" && !retried)
          this.request(method, path, body, true).then(resolve, reject);
        else reject(error);
      });
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

/** A statement the server ran, as its database handle received it. */
export interface RanStatement {
  text: string;
  values: readonly unknown[];
  ms: number;
}

/**
 * The database handle with a recorder: while `recording` is set, each statement the server runs (in a
 * transaction too) is kept with its time, so the bench can EXPLAIN the list call's own SQL.
 */
function recordingHandle(db: DatabaseHandle) {
  let recording: RanStatement[] | undefined;
  const recorded = <T extends Database>(inner: T): Database => ({
    query: async (text, values = []) => {
      if (!recording) return inner.query(text, values);
      const statement = { text, values, ms: 0 };
      recording.push(statement);
      const started = performance.now();
      try {
        return await inner.query(text, values);
      } finally {
        statement.ms = performance.now() - started;
      }
    },
    exec: (text) => inner.exec(text),
    transaction: (fn) => inner.transaction((tx) => fn(recorded(tx))),
  });
  const handle: DatabaseHandle = { ...recorded(db), kind: db.kind, close: () => db.close() };
  const record = async (run: () => Promise<unknown>): Promise<RanStatement[]> => {
    recording = [];
    try {
      await run();
      return recording;
    } finally {
      recording = undefined;
    }
  };
  return { handle, record };
}

export interface BenchServer {
  kind: BenchDatabaseKind;
  label: string;
  db: DatabaseHandle;
  /** The statements the server ran while `run` ran. */
  record(run: () => Promise<unknown>): Promise<RanStatement[]>;
  app: FastifyInstance;
  client: LoopbackClient;
  adminUserId: number;
  close(): Promise<void>;
}

/** The super admin's password (user bench-admin), for a bench that logs in through the login page. */
export const ADMIN_PASSWORD = "bench-admin-password";

/**
 * The real server (buildServer, as `docket serve` builds it) on a fresh database, listening on an
 * ephemeral port of 127.0.0.1, with the CRM fixture installed and a super admin logged in; serving the app
 * built into `appDir` when given, with what `beforeListen` adds (a bench's own hooks).
 */
export async function startBenchServer(
  kind: BenchDatabaseKind,
  { beforeListen, ...options }: { appDir?: string; beforeListen?: (app: FastifyInstance) => void } = {},
): Promise<BenchServer> {
  const database = await openBenchDatabase(kind);
  const { handle: db, record } = recordingHandle(database.db);
  const dataDir = mkdtempSync(join(tmpdir(), "docket-bench-data-"));
  let app: FastifyInstance | undefined;
  let client: LoopbackClient | undefined;
  const close = async () => {
    client?.close();
    await app?.close();
    await database.dispose();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    app = await buildServer({
      db,
      config: { dataDir, publicUrl: "http://127.0.0.1", logger: false, ...options },
    });
    beforeListen?.(app);
    await app.listen({ host: "127.0.0.1", port: 0 });
    client = new LoopbackClient((app.server.address() as AddressInfo).port);

    await installFixture(db, crm);
    const [admin] = await db.query<{ id: number }>(
      `insert into users (username, email, password_hash, global_roles, profile)
       values ('bench-admin', 'bench-admin@example.test', $1, $2, $3::jsonb) returning id`,
      [await hashPassword(ADMIN_PASSWORD), [ROLE_ADMIN], jsonb({ first_name: "Bench", last_name: "Admin" })],
    );
    if (!admin) throw new Error("The admin was not stored");
    const login = await client.request("POST", "/api/login_check", {
      username: "bench-admin",
      password: ADMIN_PASSWORD,
    });
    const cookie = login.setCookie.find((c) => c.startsWith("docket_session="))?.split(";")[0];
    if (login.status !== 200 || !cookie) throw new Error(`Login failed: ${login.status}`);
    client.cookie = cookie;
    return { kind, label: database.label, db, record, app, client, adminUserId: admin.id, close };
  } catch (error) {
    await close();
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------------------
// Seeding.

/** Records per transaction, their values in one statement. */
const RECORDS_PER_TRANSACTION = 5000;

export interface SeedProgress {
  seeded: number;
  total: number;
  elapsedMs: number;
}

/**
 * Writes `count` companies (benchCompany(first..first + count - 1), first 1 unless given) straight into the tables as seedRecords.ts does:
 * records with explicit ids and their values rows (with the typed columns) in multi-row jsonb statements, one
 * transaction per few thousand records; then raises the running-number counter, moves the sequences
 * past the ids and runs VACUUM ANALYZE, as autovacuum would after so many inserts: the planner knows the
 * tables, and the visibility map lets a count read an index without visiting rows, as in a live database.
 */
export async function seedCompanies(
  db: Database,
  count: number,
  options: { userId: number; first?: number; onProgress?: (progress: SeedProgress) => void },
): Promise<{ firstId: number; ms: number }> {
  const started = performance.now();
  const first = options.first ?? 1;
  const last = first + count - 1;
  const [row] = await db.query<{ max: number }>(
    "select coalesce(max(id), 0)::int as max from content_dossiers",
  );
  const firstId = (row?.max ?? 0) + 1;
  const { fields } = COMPANY;
  const reference = Date.parse("2026-01-15T12:00:00Z");
  for (let start = first; start <= last; start += RECORDS_PER_TRANSACTION) {
    const end = Math.min(last, start + RECORDS_PER_TRANSACTION - 1);
    const records: Record<string, unknown>[] = [];
    const values: ValueRow[] = [];
    for (let n = start; n <= end; n++) {
      const company = benchCompany(n);
      const id = firstId + n - first;
      // One minute apart, the newest last, as if entered over the past months.
      const at = new Date(reference - (last - n) * 60_000).toISOString();
      records.push({
        id,
        environment_id: COMPANY.environment,
        def_dossier_id: COMPANY.entity,
        summary: company.name,
        created_by: options.userId,
        created_at: at,
        modified_by: options.userId,
        modified_at: at,
      });
      values.push({
        id,
        vals: {
          [`f${fields.number}`]: `CMP-${String(n).padStart(4, "0")}`,
          [`f${fields.name}`]: company.name,
          [`f${fields.status}`]: [COMPANY.status[company.status]],
          [`f${fields.city}`]: company.city,
          [`f${fields.revenue}`]: company.revenue,
          [`f${fields.since}`]: company.since,
        },
      });
    }
    await db.transaction(async (tx) => {
      await tx.query(
        `insert into content_dossiers (id, environment_id, def_dossier_id, summary, created_by, created_at,
           modified_by, modified_at)
         select x.id, x.environment_id, x.def_dossier_id, x.summary, x.created_by, x.created_at, x.modified_by,
           x.modified_at
           from jsonb_to_recordset($1::jsonb) as x(id int, environment_id int, def_dossier_id int, summary text,
             created_by int, created_at timestamptz, modified_by int, modified_at timestamptz)`,
        [jsonb(records)],
      );
      await storeValueRows(tx, COMPANY.entity, values, FIELD_TYPES);
    });
    options.onProgress?.({ seeded: end - first + 1, total: count, elapsedMs: performance.now() - started });
  }
  await db.transaction(async (tx) => {
    await tx.query("update def_dossier_def_fields set counter = greatest(counter, $2) where id = $1", [
      fields.number,
      last,
    ]);
    await moveSequencesPastIds(tx);
  });
  // One statement a call: VACUUM cannot run inside the transaction a multi-statement string makes.
  for (const table of ["content_dossiers", `records_${COMPANY.entity}`])
    await db.exec(`vacuum analyze ${table}`);
  return { firstId, ms: performance.now() - started };
}

// ---------------------------------------------------------------------------------------------------------
// The calls.

/** The list call: 50 customers (one per-field filter on the status list) sorted by name. */
export const listPath = (): string => {
  const { entity, list, status } = COMPANY;
  return (
    `/api/contentdossier?defDossier=${entity}&limit=50&${list.status}[]=${status.customer}` +
    `&sort[]=${list.name}&sortOrder[]=ASC`
  );
};

/** The body of the k-th created company (names unique, so the UniqueValue check passes). */
export const createBody = (k: number, tag: string) => ({
  defDossier: COMPANY.entity,
  [COMPANY.edit.name]: `Bench new ${tag} ${String(k).padStart(6, "0")}`,
  [COMPANY.edit.status]: [COMPANY.status.prospect],
  [COMPANY.edit.city]: "Utrecht",
});

// ---------------------------------------------------------------------------------------------------------
// Timing.

export interface Operation {
  name: string;
  /** One call; throws when the answer is not the expected one. */
  run: () => Promise<void>;
}

export interface Limits {
  /** Untimed calls of each operation first. */
  warmup: number;
  /** Timed calls of each operation at most. */
  iterations: number;
  /** And at most this long for the whole loop. */
  seconds: number;
}

/**
 * Sequential latencies: warm-up calls, then rounds that call each operation once in turn, so every
 * operation sees the same moments of a noisy machine; stops at `iterations` rounds or `seconds`.
 */
export async function timeInterleaved(
  operations: Operation[],
  limits: Limits,
): Promise<Map<string, number[]>> {
  for (const op of operations) for (let i = 0; i < limits.warmup; i++) await op.run();
  const samples = new Map(operations.map((op) => [op.name, [] as number[]]));
  const deadline = performance.now() + limits.seconds * 1000;
  for (let round = 0; round < limits.iterations && performance.now() < deadline; round++) {
    for (const op of operations) {
      const t = performance.now();
      await op.run();
      samples.get(op.name)?.push(performance.now() - t);
    }
  }
  return samples;
}

/** Requests per second with `concurrency` calls in flight, for at most `count` calls or `seconds`. */
export async function throughput(
  op: Operation,
  concurrency: number,
  count: number,
  seconds: number,
): Promise<{ calls: number; perSecond: number }> {
  let started = 0;
  let done = 0;
  const begin = performance.now();
  const deadline = begin + seconds * 1000;
  const worker = async () => {
    while (started < count && performance.now() < deadline) {
      started++;
      await op.run();
      done++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return { calls: done, perSecond: (done * 1000) / (performance.now() - begin) };
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

/** Nearest-rank percentiles and the mean of a set of latencies in ms. */
export function summarize(samples: readonly number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return {
    n: sorted.length,
    p50: rank(50),
    p95: rank(95),
    mean: sorted.reduce((sum, t) => sum + t, 0) / Math.max(1, sorted.length),
  };
}

// ---------------------------------------------------------------------------------------------------------
// The CSV export.

/** The CSV export of every company: the list view's name and status, sorted by name. */
export const csvExportPath = (): string => {
  const { entity, list } = COMPANY;
  return (
    `/api/contentdossier/export.csv?defDossier=${entity}&fields[]=${list.name}&fields[]=${list.status}` +
    `&sort[]=${list.name}&sortOrder[]=ASC`
  );
};

export interface CsvExportTiming {
  seconds: number;
  bytes: number;
  /** Records in the file (lines after the header). */
  records: number;
  /** The process's RSS when the export was asked for, and the most sampled while it streamed. */
  rssBefore: number;
  rssPeak: number;
}

/**
 * Streams the CSV export of every company over the client's connection to the in-process server, counting
 * bytes and lines as they arrive without keeping them, and samples the process's RSS (server and client
 * share it) every 50 ms: its peak against the start shows whether memory grows with the number of records.
 */
export async function timeCsvExport(
  client: LoopbackClient,
  path = csvExportPath(),
): Promise<CsvExportTiming> {
  const rssBefore = process.memoryUsage().rss;
  let rssPeak = rssBefore;
  const sample = () => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
  };
  const sampler = setInterval(sample, 50);
  const started = performance.now();
  try {
    const { bytes, lines } = await new Promise<{ bytes: number; lines: number }>((resolve, reject) => {
      const req = httpRequest(
        {
          host: "127.0.0.1",
          port: client.port,
          method: "GET",
          path,
          headers: { accept: "text/csv", ...(client.cookie ? { cookie: client.cookie } : {}) },
        },
        (res) => {
          if (res.statusCode !== 200) {
            res.resume();
            reject(new Error(`The CSV export answered ${res.statusCode}`));
            return;
          }
          let bytes = 0;
          let lines = 0;
          res.on("data", (chunk: Buffer) => {
            bytes += chunk.length;
            for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
          });
          res.on("end", () => resolve({ bytes, lines }));
          res.on("error", reject);
        },
      );
      req.on("error", reject);
      req.end();
    });
    sample();
    return { seconds: (performance.now() - started) / 1000, bytes, records: lines - 1, rssBefore, rssPeak };
  } finally {
    clearInterval(sampler);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The list call's plan and the aggregates.

/** EXPLAIN (ANALYZE, BUFFERS) of the statements a list call runs for its rows and its count, as it ran them. */
export async function explainList(server: BenchServer, path: string): Promise<string[]> {
  const statements = await server.record(() => server.client.request("GET", path));
  const wanted = statements.filter(
    (s) => /\bcount\(\*\)/i.test(s.text) || (/order by/i.test(s.text) && /\blimit\b/i.test(s.text)),
  );
  const plans: string[] = [];
  for (const statement of wanted) {
    const rows = await server.db.query<{ "QUERY PLAN": string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    );
    plans.push(
      `${statement.text.replace(/\s+/g, " ")}\n${rows.map((row) => `    ${row["QUERY PLAN"]}`).join("\n")}`,
    );
  }
  return plans;
}

/**
 * The aggregates dashboards ask for: a count_list_options block's data over HTTP, and through the server's
 * one aggregate function in its process, companies per status and the sum of their revenue per month they
 * became customers.
 */
export async function aggregateOperations(server: BenchServer): Promise<Operation[]> {
  const caller = await loadCallerContext(server.db, {
    id: server.adminUserId,
    username: "bench-admin",
    global_roles: [ROLE_ADMIN],
  });
  const { entity, fields } = COMPANY;
  // A dashboard chart of companies per status, asked for as the app asks: GET /mypageblock/{id}/data.
  const made = await server.client.request("POST", "/api/mypageblock", {
    environment: COMPANY.environment,
    type: "count_list_options",
    defDossier: entity,
    translations: [{ culture: "en_GB", title: "Companies per status" }],
    settings: { count_list_field: fields.status, chart_format: "pie" },
  });
  if (made.status !== 201) throw new Error(`POST /api/mypageblock answered ${made.status}`);
  const chart = (made.body as { id: number }).id;
  return [
    {
      name: "block data: count_list_options chart",
      run: async () => {
        const answer = await server.client.request("GET", `/api/mypageblock/${chart}/data?locale=en_GB`);
        const rows = (answer.body as { results?: unknown[] }).results ?? [];
        if (answer.status !== 200 || rows.length < 4) throw new Error(`Block data answered ${answer.status}`);
      },
    },
    {
      name: "aggregate: count per status",
      run: async () => {
        const groups = await aggregateRecords(server.db, caller, {
          entityId: entity,
          fn: "count",
          groupBy: { field: fields.status },
        });
        if (groups.length < 4) throw new Error(`The count per status gave ${groups.length} groups`);
      },
    },
    {
      name: "aggregate: sum of revenue per month",
      run: async () => {
        const groups = await aggregateRecords(server.db, caller, {
          entityId: entity,
          fn: "sum",
          field: fields.revenue,
          groupBy: { field: fields.since, period: "month" },
        });
        if (groups.length < 12) throw new Error(`The sum per month gave ${groups.length} groups`);
      },
    },
  ];
}

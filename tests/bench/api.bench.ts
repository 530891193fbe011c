/**
 * npm run bench:api: the records API on 100,000 records, on PGlite and (with TEST_DATABASE_URL or
 * DATABASE_URL) on PostgreSQL. Per database: a fresh database, the real server listening on 127.0.0.1,
 * the CRM fixture with BENCH_RECORDS companies seeded, then the streamed CSV export of them all (its time
 * and the process's peak RSS), then the list call (50 rows, one filter, one sort) and record creation timed
 * over HTTP against a baseline measured in the same run: GET /api/ttl_token, the cheapest authenticated call
 * (session lookup, caller context, JSON answer).
 *
 * A listening socket rather than fastify.inject: inject skips the socket, Node's HTTP parser and the
 * response's trip through the kernel, which a browser's call pays; over loopback with keep-alive that is
 * the cost a deployed server adds to each call, and the baseline shows its size.
 *
 * At BENCH_RECORDS it also prints the EXPLAIN of the list call's count and rows, and times a dashboard
 * chart's data over HTTP (GET /api/mypageblock/{id}/data of a count_list_options block: companies per status)
 * and two aggregates (count per status, sum of revenue per month) in the server's process. On PostgreSQL the list call is timed
 * at each size of BENCH_CURVE as well, seeding up to it, to show how it grows.
 *
 * BENCH_RECORDS (100000), BENCH_CURVE (10000,100000,1000000; PostgreSQL only), BENCH_ITERATIONS (200 timed
 * calls per operation), BENCH_SECONDS (90: time limit of each timed loop), BENCH_CONCURRENCY (10: calls in
 * flight for throughput), BENCH_DATABASES (pglite,postgres).
 */
import {
  aggregateOperations,
  type BenchDatabaseKind,
  type BenchServer,
  createBody,
  explainList,
  type Limits,
  listPath,
  type Operation,
  postgresUrl,
  type Summary,
  seedCompanies,
  startBenchServer,
  summarize,
  throughput,
  timeCsvExport,
  timeInterleaved,
} from "./apiBench";

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};
const RECORDS = intFromEnv("BENCH_RECORDS", 100_000);
const LIMITS: Limits = {
  warmup: 10,
  iterations: intFromEnv("BENCH_ITERATIONS", 200),
  seconds: intFromEnv("BENCH_SECONDS", 90),
};
const CONCURRENCY = intFromEnv("BENCH_CONCURRENCY", 10);
/** The entity sizes the list call is also timed at on PostgreSQL, to show the curve. */
const CURVE = (process.env.BENCH_CURVE ?? "10000,100000,1000000")
  .split(",")
  .map(Number)
  .filter((n) => Number.isInteger(n) && n > 0);
const wanted = (process.env.BENCH_DATABASES ?? "pglite,postgres").split(",").map((s) => s.trim());
const KINDS = (["pglite", "postgres"] as BenchDatabaseKind[]).filter(
  (kind) => wanted.includes(kind) && (kind === "pglite" || postgresUrl()),
);

const count = (n: number) => n.toLocaleString("en-US");
const fixed = (n: number, digits = 1) => n.toFixed(digits);

interface Row {
  name: string;
  summary: Summary;
  concurrent: number;
}

/** Seeds companies up to `total`, printing progress every two seconds. */
async function seedUpTo(server: BenchServer, seeded: number, total: number): Promise<void> {
  let lastPrint = 0;
  const result = await seedCompanies(server.db, total - seeded, {
    userId: server.adminUserId,
    first: seeded + 1,
    onProgress: ({ seeded: done, total: all, elapsedMs }) => {
      if (done < all && elapsedMs - lastPrint < 2000) return;
      lastPrint = elapsedMs;
      console.log(
        `  seeding: ${count(seeded + done)} / ${count(total)} companies, ${fixed(elapsedMs / 1000)} s`,
      );
    },
  });
  const added = total - seeded;
  console.log(
    `  seeded ${count(added)} records and ${count(added * 6)} values in ${fixed(result.ms / 1000)} s ` +
      `(${count(Math.round((added * 1000) / result.ms))} records/s, ANALYZE included)`,
  );
}

/** Times operations one call at a time (interleaved), then each with CONCURRENCY calls in flight. */
async function timeOperations(operations: Operation[]): Promise<Row[]> {
  const samples = await timeInterleaved(operations, LIMITS);
  const rows: Row[] = [];
  for (const op of operations) {
    const concurrent = await throughput(op, CONCURRENCY, LIMITS.iterations, LIMITS.seconds / 3);
    rows.push({
      name: op.name,
      summary: summarize(samples.get(op.name) ?? []),
      concurrent: concurrent.perSecond,
    });
  }
  return rows;
}

interface CurvePoint {
  records: number;
  list: Row;
}

async function benchDatabase(kind: BenchDatabaseKind): Promise<{ rows: Row[]; curve: CurvePoint[] }> {
  const server = await startBenchServer(kind);
  const { client } = server;
  const sizes = [...new Set([...(kind === "postgres" ? CURVE : []), RECORDS])].sort((x, y) => x - y);
  const path = listPath();
  const baseline: Operation = {
    name: "GET /api/ttl_token (baseline)",
    run: async () => {
      const answer = await client.request("GET", "/api/ttl_token");
      if (answer.status !== 200) throw new Error(`ttl_token answered ${answer.status}`);
    },
  };
  const list: Operation = {
    name: "GET list: 50 rows, 1 filter, 1 sort",
    run: async () => {
      const answer = await client.request("GET", path);
      if (answer.status !== 200 || answer.body.results.length !== 50) {
        throw new Error(`The list call answered ${answer.status}`);
      }
    },
  };
  const curve: CurvePoint[] = [];
  let rows: Row[] = [];
  let seeded = 0;
  try {
    console.log(`\n== ${server.label} ==`);
    for (const size of sizes) {
      await seedUpTo(server, seeded, size);
      seeded = size;
      const first = await client.request("GET", path);
      if (first.status !== 200 || first.body.results?.length !== Math.min(50, first.body.pager?.items ?? 0)) {
        throw new Error(
          `The list call answered ${first.status}: ${JSON.stringify(first.body).slice(0, 300)}`,
        );
      }
      console.log(
        `  list at ${count(size)}: GET ${path}\n        ${count(first.body.pager.items)} of ${count(size)} records match, ` +
          `${first.body.results.length} rows answered (${count(JSON.stringify(first.body).length)} bytes)`,
      );
      if (size !== RECORDS) {
        const [, listed] = await timeOperations([baseline, list]);
        if (listed) curve.push({ records: size, list: listed });
        console.log(
          `  list at ${count(size)}: p50 ${fixed(listed?.summary.p50 ?? 0, 2)} ms, p95 ${fixed(listed?.summary.p95 ?? 0, 2)} ms, ` +
            `${fixed(listed?.concurrent ?? 0, 0)} req/s with ${CONCURRENCY} in flight`,
        );
        continue;
      }
      console.log("  EXPLAIN (ANALYZE, BUFFERS) of the list call's count and rows:");
      for (const plan of await explainList(server, path)) console.log(`  ${plan}`);

      const csv = await timeCsvExport(client);
      if (csv.records !== size) throw new Error(`The CSV export held ${csv.records} of ${size} records`);
      const mb = (bytes: number) => fixed(bytes / 1024 / 1024);
      console.log(
        `  csv export: ${count(csv.records)} records, ${mb(csv.bytes)} MB streamed in ${fixed(csv.seconds, 2)} s ` +
          `(${count(Math.round(csv.records / csv.seconds))} records/s); process RSS ${mb(csv.rssBefore)} MB before, ` +
          `peak ${mb(csv.rssPeak)} MB (+${mb(csv.rssPeak - csv.rssBefore)} MB), sampled every 50 ms`,
      );

      let created = 0;
      const tag = `${kind}${Date.now().toString(36)}`;
      const create: Operation = {
        name: "POST /api/contentdossier (create)",
        run: async () => {
          created += 1;
          const answer = await client.request("POST", "/api/contentdossier", createBody(created, tag));
          if (answer.status !== 201) {
            throw new Error(`Create answered ${answer.status}: ${JSON.stringify(answer.body).slice(0, 300)}`);
          }
        },
      };
      console.log(
        `  timing: ${LIMITS.warmup} warm-up calls each, then up to ${LIMITS.iterations} rounds of one call each ` +
          `(at most ${LIMITS.seconds} s), then ${CONCURRENCY} in flight for throughput`,
      );
      rows = await timeOperations([baseline, list, create, ...(await aggregateOperations(server))]);
      const listed = rows[1];
      if (listed) curve.push({ records: size, list: listed });
      console.log(`  ${count(created)} companies created while timing\n`);
      printTable(rows);
    }
    if (curve.length > 1) {
      console.log("\n  the list call as the entity grows (p50 / p95 ms, req/s with CONCURRENCY in flight):");
      for (const point of curve) {
        console.log(
          `    ${count(point.records).padStart(10)} records: ${fixed(point.list.summary.p50, 2)} / ` +
            `${fixed(point.list.summary.p95, 2)} ms, ${fixed(point.list.concurrent, 0)} req/s`,
        );
      }
    }
    return { rows, curve };
  } finally {
    await server.close();
  }
}

function printTable(rows: Row[]): void {
  const baseline = rows[0]?.summary as Summary;
  const header = [
    "call",
    "n",
    "p50 ms",
    "p95 ms",
    "mean ms",
    "req/s c=1",
    `req/s c=${CONCURRENCY}`,
    "p50 vs baseline",
  ];
  const table = [
    header,
    ...rows.map((row, index) => [
      row.name,
      String(row.summary.n),
      fixed(row.summary.p50, 2),
      fixed(row.summary.p95, 2),
      fixed(row.summary.mean, 2),
      fixed(1000 / row.summary.mean, 0),
      fixed(row.concurrent, 0),
      index === 0 ? "1.0x" : `${fixed(row.summary.p50 / baseline.p50)}x`,
    ]),
  ];
  const widths = header.map((_, c) => Math.max(...table.map((r) => (r[c] ?? "").length)));
  for (const row of table) {
    console.log(
      `  ${row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c] ?? 0) : cell.padStart(widths[c] ?? 0))).join("  ")}`,
    );
  }
}

async function main(): Promise<void> {
  console.log(
    `Docket API benchmark (node ${process.version}): ${count(RECORDS)} companies of the CRM fixture per database, ` +
      "real HTTP over a keep-alive connection to 127.0.0.1; client and server share one process, so the " +
      "baseline holds the client's share too.",
  );
  if (!KINDS.includes("postgres") && wanted.includes("postgres")) {
    console.log("PostgreSQL skipped: set TEST_DATABASE_URL (or DATABASE_URL) to include it.");
  }
  const results = new Map<BenchDatabaseKind, Row[]>();
  for (const kind of KINDS) results.set(kind, (await benchDatabase(kind)).rows);
  const lite = results.get("pglite");
  const postgres = results.get("postgres");
  if (lite && postgres) {
    console.log("\n== PostgreSQL against PGlite (p50; below 1 means PostgreSQL is faster) ==");
    lite.forEach((row, i) => {
      const other = postgres[i];
      if (other) console.log(`  ${row.name.padEnd(38)} ${fixed(other.summary.p50 / row.summary.p50, 2)}x`);
    });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TEST_DATABASE_KINDS } from "../server/testing/testDatabase";
import {
  aggregateOperations,
  type BenchServer,
  benchCompany,
  COMPANY,
  createBody,
  explainList,
  listPath,
  seedCompanies,
  startBenchServer,
  summarize,
  throughput,
  timeCsvExport,
  timeInterleaved,
} from "./bench/apiBench";

const RECORDS = 200;

/** `npm run bench:api` with a small count, so its seeding and calls keep working; no timing asserted. */
describe.each(TEST_DATABASE_KINDS)("the API benchmark's code (%s)", (kind) => {
  let server: BenchServer;

  beforeAll(async () => {
    server = await startBenchServer(kind);
    const progress: number[] = [];
    await seedCompanies(server.db, RECORDS, {
      userId: server.adminUserId,
      onProgress: ({ seeded }) => progress.push(seeded),
    });
    expect(progress.at(-1)).toBe(RECORDS);
  }, 120_000);
  afterAll(() => server?.close());

  it("lists 50 customers sorted by name, as the seeded values say", async () => {
    const answer = await server.client.request("GET", listPath());
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const customers = Array.from({ length: RECORDS }, (_, i) => benchCompany(i + 1))
      .filter((c) => c.status === "customer")
      .map((c) => c.name)
      .sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : a.toLowerCase() > b.toLowerCase() ? 1 : 0));
    expect(customers.length).toBeGreaterThan(50);
    expect(answer.body.pager.items).toBe(customers.length);
    expect(answer.body.results).toHaveLength(50);
    const rows = answer.body.results as { content: Record<string, unknown>; summary: string }[];
    expect(rows.map((r) => r.content[COMPANY.list.name])).toEqual(customers.slice(0, 50));
    expect(rows.map((r) => r.summary)).toEqual(customers.slice(0, 50));
    for (const row of rows) expect(row.content[COMPANY.list.status]).toEqual([COMPANY.status.customer]);
  });

  it("explains the list call's count and rows, and runs the aggregates", async () => {
    const plans = await explainList(server, listPath());
    expect(plans).toHaveLength(2);
    for (const plan of plans) expect(plan).toMatch(/Execution Time/);
    for (const op of await aggregateOperations(server)) await op.run();
  });

  it("creates records after the seeded ones, with the next running number", async () => {
    const answer = await server.client.request("POST", "/api/contentdossier", createBody(1, "test"));
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const record = await server.client.request("GET", `/api/contentdossier/${answer.body.id}`);
    expect(record.status).toBe(200);
    expect(Object.values(record.body.content)).toContain(`CMP-${String(RECORDS + 1).padStart(4, "0")}`);
  });

  // What one call costs the database, counted once the caches are warm (the session, the caller's rights, the
  // entity and its environment, the metadata version, then the work). The limits are today's counts: a
  // repeated lookup or an extra round trip coming back fails here before it shows in the bench.
  it("sends the database no more statements per create and per list call than it needs", async () => {
    const { client } = server;
    const create = (k: number) => client.request("POST", "/api/contentdossier", createBody(k, "count"));
    expect((await create(1)).status).toBe(201);
    expect((await client.request("GET", listPath())).status).toBe(200);
    const created = await server.record(async () => expect((await create(2)).status).toBe(201));
    const listed = await server.record(async () =>
      expect((await client.request("GET", listPath())).status).toBe(200),
    );
    const texts = (statements: { text: string }[]) => statements.map((s) => s.text.replace(/\s+/g, " "));
    expect(created.length, texts(created).join("\n")).toBeLessThanOrEqual(13);
    expect(listed.length, texts(listed).join("\n")).toBeLessThanOrEqual(6);
  });

  it("runs the timing loops within their bounds", async () => {
    let calls = 0;
    const op = {
      name: "ttl",
      run: async () => {
        calls += 1;
        expect((await server.client.request("GET", "/api/ttl_token")).status).toBe(200);
      },
    };
    const samples = await timeInterleaved([op], { warmup: 1, iterations: 3, seconds: 30 });
    expect(summarize(samples.get("ttl") ?? []).n).toBe(3);
    const concurrent = await throughput(op, 2, 4, 30);
    expect(concurrent.calls).toBe(4);
    expect(calls).toBe(8);
  });

  it("streams the CSV export of every seeded company and samples the memory", async () => {
    const [stored] = await server.db.query<{ n: number }>(
      "select count(*)::int as n from content_dossiers where def_dossier_id = $1",
      [COMPANY.entity],
    );
    const timing = await timeCsvExport(server.client);
    expect(timing.records).toBe(stored?.n);
    expect(timing.records).toBeGreaterThanOrEqual(RECORDS);
    expect(timing.bytes).toBeGreaterThan(RECORDS * 10);
    expect(timing.rssPeak).toBeGreaterThanOrEqual(timing.rssBefore);
  });
});

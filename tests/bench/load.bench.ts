/**
 * npm run bench:load: BENCH_USERS (200) simulated people on the real server on PostgreSQL (TEST_DATABASE_URL,
 * else DATABASE_URL), set up as the overload bench's (servedOnPostgres.ts) with BENCH_SEED (2000) companies.
 * Each person is a user of their own, created up front (one argon2 hash shared by all, so setting up does not
 * take 200 hashings; every login still verifies the password), a member of the CRM with the Sales manager
 * role. Each logs in, then for BENCH_SECONDS (60) lists customers, opens one (its own: page and row by the
 * person's number, so no two people save the same record) and saves a new city with the version it read,
 * thinking BENCH_THINK_MS (1000, ±50 %) between steps; every tenth round it logs in again. People arrive
 * spread over the first BENCH_RAMP_SECONDS (10).
 *
 * Prints per step the count, errors (any answer but the one expected, or a broken connection), p50/p95, and
 * the process's RSS at the start, the middle and the end of the load (server and clients share the process;
 * the clients hold little). Exits 1 on any error.
 */
import { environmentBySlug } from "../../fixtures";
import { jsonb } from "../../server/db/database";
import { addMember } from "../../server/records/testing/installFixture";
import { hashPassword } from "../../server/session/passwords";
import { COMPANY, LoopbackClient, postgresUrl, summarize } from "./apiBench";
import { startPostgresBenchServer } from "./servedOnPostgres";

const intFromEnv = (name: string, fallback: number) => {
  const value = Number(process.env[name]);
  return Number.isInteger(value) && value >= 0 ? value : fallback;
};
const USERS = intFromEnv("BENCH_USERS", 200);
const SECONDS = intFromEnv("BENCH_SECONDS", 60);
const THINK_MS = intFromEnv("BENCH_THINK_MS", 1000);
const SEED = intFromEnv("BENCH_SEED", 2000);
const RAMP_MS = intFromEnv("BENCH_RAMP_SECONDS", 10) * 1000;
const PAGE_SIZE = 50;
const PASSWORD = "load-bench-password";

type Step = "login" | "list" | "open" | "save";
const STEPS: Step[] = ["login", "list", "open", "save"];

class Tally {
  readonly ms = new Map<Step, number[]>(STEPS.map((step) => [step, []]));
  readonly errors = new Map<Step, number>(STEPS.map((step) => [step, 0]));
  readonly errorKinds = new Map<string, number>();

  async time<T>(
    step: Step,
    run: () => Promise<T>,
    ok: (value: T) => boolean,
    describe: (value: T) => string,
  ) {
    const started = performance.now();
    let value: T | undefined;
    let failure: string | undefined;
    try {
      value = await run();
      if (!ok(value)) failure = describe(value);
    } catch (error) {
      failure = (error as Error).message;
    }
    (this.ms.get(step) as number[]).push(performance.now() - started);
    if (failure !== undefined) {
      this.errors.set(step, (this.errors.get(step) ?? 0) + 1);
      const kind = `${step}: ${failure.slice(0, 120)}`;
      this.errorKinds.set(kind, (this.errorKinds.get(kind) ?? 0) + 1);
      return undefined;
    }
    return value;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const think = () => sleep(THINK_MS * (0.5 + Math.random()));
const CITIES = ["Amsterdam", "Rotterdam", "Utrecht", "Eindhoven", "Groningen", "Tilburg", "Almere", "Breda"];

const listPath = (page: number) =>
  `/api/contentdossier?defDossier=${COMPANY.entity}&limit=${PAGE_SIZE}&page=${page}` +
  `&${COMPANY.list.status}[]=${COMPANY.status.customer}&sort[]=${COMPANY.list.name}&sortOrder[]=ASC`;

async function person(index: number, port: number, tally: Tally, until: number): Promise<void> {
  const client = new LoopbackClient(port);
  const page = (index % 4) + 1;
  const row = Math.floor(index / 4) % PAGE_SIZE;
  const keepCookie = <T extends { setCookie: string[] }>(answer: T): T => {
    const session = answer.setCookie.find((c) => c.startsWith("docket_session="));
    if (session) client.cookie = session.split(";")[0];
    return answer;
  };
  const logIn = () =>
    tally.time(
      "login",
      async () =>
        keepCookie(
          await client.request("POST", "/api/login_check", {
            username: `load-user-${index}`,
            password: PASSWORD,
          }),
        ),
      (a) => a.status === 200,
      (a) => `${a.status}`,
    );
  try {
    await sleep(Math.random() * RAMP_MS); // people arrive spread out, not in one burst
    let loggedIn = false;
    for (let round = 0; Date.now() < until; round++) {
      // Logged in first, again every tenth round; a refused login is tried again before anything else.
      if (!loggedIn || round % 10 === 0) {
        loggedIn = (await logIn()) !== undefined;
        if (!loggedIn) {
          await think();
          continue;
        }
      }
      await think();
      const list = await tally.time(
        "list",
        async () => keepCookie(await client.request("GET", listPath(page))),
        (a) => a.status === 200 && Array.isArray(a.body?.results),
        (a) => `${a.status}`,
      );
      const id = list?.body.results[row]?.id as number | undefined;
      if (id === undefined) continue;
      await think();
      const open = await tally.time(
        "open",
        async () => keepCookie(await client.request("GET", `/api/contentdossier/${id}?view=edit`)),
        (a) => a.status === 200 && typeof a.body?.version === "number",
        (a) => `${a.status}`,
      );
      if (!open) continue;
      await think();
      await tally.time(
        "save",
        async () =>
          keepCookie(
            await client.request("PUT", `/api/contentdossier/${id}`, {
              [COMPANY.edit.city]: CITIES[(round + index) % CITIES.length],
              version: open.body.version,
            }),
          ),
        (a) => a.status === 200,
        (a) => `${a.status} ${JSON.stringify(a.body).slice(0, 80)}`,
      );
    }
  } finally {
    client.close();
  }
}

const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const ms = (value: number) => `${Math.round(value)} ms`;

async function main(): Promise<void> {
  const url = postgresUrl();
  if (!url) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server");
  const server = await startPostgresBenchServer(url, {
    name: "load",
    seed: SEED,
    adminUsername: "bench-admin",
    adminPassword: `${PASSWORD}-admin`,
  });
  let failed = false;
  try {
    const crm = environmentBySlug("crm");
    const salesManager = crm.roles.find((role) => role.name === "Sales manager");
    if (!salesManager) throw new Error("The CRM fixture has no Sales manager role");
    const hash = await hashPassword(PASSWORD);
    for (let index = 0; index < USERS; index++) {
      const [user] = await server.db.query<{ id: number }>(
        `insert into users (username, email, password_hash, profile) values ($1, $2, $3, $4::jsonb) returning id`,
        [
          `load-user-${index}`,
          `load-user-${index}@example.test`,
          hash,
          jsonb({ first_name: "Load", last_name: `User ${index}` }),
        ],
      );
      await addMember(server.db, crm.environment.id, user?.id as number, [salesManager.id]);
    }
    console.log(`${server.label}; ${SEED} companies seeded, ${USERS} users created`);
    console.log(
      `${USERS} people for ${SECONDS} s, arriving over ${RAMP_MS / 1000} s, thinking ${THINK_MS} ms ±50 % ` +
        "between steps, logging in every tenth round",
    );

    const tally = new Tally();
    const rss: { at: string; bytes: number }[] = [{ at: "start", bytes: process.memoryUsage().rss }];
    const until = Date.now() + SECONDS * 1000;
    const middle = setTimeout(
      () => rss.push({ at: "middle", bytes: process.memoryUsage().rss }),
      (SECONDS * 1000) / 2,
    );
    await Promise.all(Array.from({ length: USERS }, (_, index) => person(index, server.port, tally, until)));
    clearTimeout(middle);
    rss.push({ at: "end", bytes: process.memoryUsage().rss });

    let errors = 0;
    for (const step of STEPS) {
      const samples = tally.ms.get(step) as number[];
      const summary = summarize(samples);
      const stepErrors = tally.errors.get(step) ?? 0;
      errors += stepErrors;
      console.log(
        `${step.padEnd(5)} ${String(samples.length).padStart(6)} calls, ${stepErrors} errors, ` +
          `p50 ${ms(summary.p50)}, p95 ${ms(summary.p95)}`,
      );
    }
    for (const [kind, count] of tally.errorKinds) console.log(`  ${count}× ${kind}`);
    console.log(`RSS: ${rss.map((r) => `${r.at} ${mb(r.bytes)}`).join(", ")}`);
    failed = errors > 0;
  } finally {
    await server.close();
  }
  if (failed) process.exitCode = 1;
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

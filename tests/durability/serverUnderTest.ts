/**
 * `docket serve` as a child process on data that outlives it: a PGlite data folder, or a PostgreSQL database
 * created for the run (uniquely named, dropped afterwards). Used by the kill -9 test and bench.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { openPglite } from "../../server/db/pglite";
import { type DocketProcess, freePort, spawnDocket } from "../../server/testing/spawnDocket";
import { migratedSnapshot } from "../../server/testing/testDatabase";

export type StoreKind = "pglite" | "postgres";

export const ADMIN_PASSWORD = "durability-admin-password";

/** The PostgreSQL server to create the run's database on (TEST_DATABASE_URL, else DATABASE_URL). */
export const postgresServerUrl = (): string | undefined =>
  process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;

async function onServer(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ServedData {
  kind: StoreKind;
  label: string;
  /** `docket serve` arguments and environment for this data. */
  args: string[];
  env: Record<string, string>;
  /** Drops the database or removes the folder. */
  dispose(): Promise<void>;
}

/**
 * A new, empty place for the server's data. `migrated` (PGlite) puts the tests' freshly migrated database in
 * it, so the first start neither creates a PGlite folder nor migrates it: many seconds less.
 */
export async function newServedData(
  kind: StoreKind,
  options: { migrated?: boolean } = {},
): Promise<ServedData> {
  const folder = mkdtempSync(join(tmpdir(), `docket-durability-${kind}-`));
  const removeFolder = () => rmSync(folder, { recursive: true, force: true });
  if (kind === "pglite") {
    if (options.migrated) await (await openPglite(join(folder, "pglite"), await migratedSnapshot())).close();
    return {
      kind,
      label: `PGlite in ${folder}`,
      args: ["--data", folder],
      env: { DATABASE_URL: "" },
      dispose: async () => removeFolder(),
    };
  }
  const server = postgresServerUrl();
  if (!server) throw new Error("Set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server");
  const name = `docket_durability_${randomBytes(6).toString("hex")}`;
  await onServer(server, `create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    kind,
    label: `PostgreSQL database ${name}`,
    args: ["--data", folder],
    env: { DATABASE_URL: url.toString() },
    async dispose() {
      await onServer(server, `drop database if exists ${name} with (force)`);
      removeFolder();
    },
  };
}

export interface RunningServer {
  process: DocketProcess;
  port: number;
  baseUrl: string;
}

/** /readyz answers 200 (a busy machine may shed the first calls with 503). */
async function waitUntilReady(baseUrl: string, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  let last = "";
  while (Date.now() < until) {
    const answer = await fetch(`${baseUrl}/readyz`);
    if (answer.status === 200) return;
    last = `${answer.status} ${await answer.text()}`;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`/readyz did not answer 200 in time: ${last}`);
}

/** Node's own notices (deprecations of a library's options): not about the data. */
const NODE_NOTICE = /^\(node:\d+\) \[\w+\] \w*Deprecation|^\(Use `node --trace-warnings/;

/** Lines a clean start never prints. */
const TROUBLE = /error|exception|warn|recover|corrupt|panic|fatal/i;

/**
 * Starts `docket serve` on the data and waits until it says it runs and /readyz answers 200. Throws, with
 * the output, when it ends first, does not get there in time, or prints a line that speaks of trouble.
 */
export async function startServer(
  data: ServedData,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const child = spawnDocket(["serve", "--port", String(port), ...data.args], {
    DOCKET_ADMIN_PASSWORD: ADMIN_PASSWORD,
    REDIS_URL: "",
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...data.env,
    ...env,
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await child.waitFor(/Docket is running/, 600_000);
    await waitUntilReady(baseUrl);
    const troubled = child
      .output()
      .split("\n")
      .filter((line) => TROUBLE.test(line) && !NODE_NOTICE.test(line));
    if (troubled.length > 0) throw new Error(`The start printed:\n${troubled.join("\n")}`);
  } catch (error) {
    child.kill("SIGKILL");
    await child.exited;
    throw new Error(`${(error as Error).message}\n--- output ---\n${child.output()}`);
  }
  return { process: child, port, baseUrl };
}

/** kill -9, and wait until the process is gone. */
export async function killHard(server: RunningServer): Promise<void> {
  server.process.kill("SIGKILL");
  await server.process.exited;
}

import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildServer } from "../app";
import { configFromEnvironment, type ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/database";
import { runMigrations } from "../db/migrate";
import { DEFAULT_STATEMENT_TIMEOUT_SECONDS, openDatabase } from "../db/openDatabase";
import { startPgliteUpkeep } from "../db/pgliteUpkeep";
import { DEFAULT_PING_TIMEOUT_SECONDS } from "../db/watchdog";
import { deleteExpiredIdempotencyKeys } from "../http/idempotency";
import { deleteOldAttempts } from "../session/loginAttempts";
import { deleteExpiredSessions } from "../session/sessions";
import { SUPER_ADMIN_USERNAME } from "../setup/ensureSuperAdmin";
import { firstStart } from "../setup/firstStart";
import { printGeneratedPassword } from "./passwordNotice";
import { DEFAULT_SHUTDOWN_TIMEOUT_SECONDS, shutDown, trackLiveSockets } from "./shutdown";

const DEFAULT_PORT = 8080;

function portOf(value: string | undefined): number {
  const port = Number(value ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port number: ${value}`);
  return port;
}

/**
 * `docket serve [--port N] [--data DIR]`: opens the database (PGlite in DIR, or PostgreSQL when
 * DATABASE_URL is set), applies the migrations, creates the super admin and demo data on the first start
 * (in one transaction), and serves the API (and the built app, when there is one) until SIGTERM or SIGINT.
 */
export async function serve(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: { port: { type: "string" }, data: { type: "string" } },
    strict: true,
  });
  const port = portOf(values.port ?? process.env.PORT);
  const dataDir = resolve(values.data ?? process.env.DATA_DIR ?? "./data");
  const config = configFromEnvironment(process.env, { dataDir, port });
  const databaseUrl = process.env.DATABASE_URL;

  const db = await openDatabase({
    dataDir,
    ...(databaseUrl ? { databaseUrl } : {}),
    statementTimeoutSeconds: secondsSetting(
      process.env.STATEMENT_TIMEOUT_SECONDS,
      DEFAULT_STATEMENT_TIMEOUT_SECONDS,
    ),
    pingTimeoutSeconds: secondsSetting(
      process.env.DATABASE_PING_TIMEOUT_SECONDS,
      DEFAULT_PING_TIMEOUT_SECONDS,
    ),
  });
  try {
    await startServing(db, { port, dataDir, config, databaseUrl });
  } catch (error) {
    await db.close().catch(() => undefined);
    throw error;
  }
}

async function startServing(
  db: DatabaseHandle,
  {
    port,
    dataDir,
    config,
    databaseUrl,
  }: { port: number; dataDir: string; config: ServerConfig; databaseUrl?: string | undefined },
): Promise<void> {
  const applied = await runMigrations(db);
  if (applied.length > 0) console.log(`Database migrations applied: ${applied.join(", ")}`);
  await deleteExpiredSessions(db);
  await deleteOldAttempts(db);
  await deleteExpiredIdempotencyKeys(db);

  const { admin, seeded } = await firstStart(db, {
    adminPassword: process.env.DOCKET_ADMIN_PASSWORD,
    demoPassword: process.env.DOCKET_DEMO_PASSWORD,
  });
  // Shown as soon as it is stored, so a start that fails later (a port in use) does not swallow it.
  if (admin.generatedPassword) printGeneratedPassword(SUPER_ADMIN_USERNAME, admin.generatedPassword);
  if (seeded && seeded.environments.length > 0) {
    console.log(`Demo environments: ${seeded.environments.join(", ")}; users: ${seeded.users.join(", ")}`);
    console.log("Demo users log in with DOCKET_DEMO_PASSWORD or 'docket-demo'.");
  }

  const app = await buildServer({ db, config });
  // PostgreSQL's autovacuum does this for a server; PGlite has none (db/pgliteUpkeep.ts).
  const upkeep = db.kind === "pglite" ? startPgliteUpkeep(db, app.log) : undefined;
  const liveSockets = trackLiveSockets(app.server);
  await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });

  const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${join(dataDir, "pglite")}`;
  console.log(`Docket is running on ${where}. Open ${config.publicUrl}`);

  const timeoutSeconds = secondsSetting(
    process.env.SHUTDOWN_TIMEOUT_SECONDS,
    DEFAULT_SHUTDOWN_TIMEOUT_SECONDS,
  );
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: answering the requests in flight, then stopping (at most ${timeoutSeconds} s).`);
    void shutDown({
      app,
      liveSockets,
      closeResources: async () => {
        await upkeep?.stop();
        await db.close();
      },
      timeoutSeconds,
    });
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

/** A number of seconds from the environment; unset or unreadable gives the default. */
export function secondsSetting(value: string | undefined, fallback: number): number {
  const seconds = Number(value);
  return value?.trim() && Number.isFinite(seconds) && seconds > 0 ? seconds : fallback;
}

import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { buildServer } from "../app";
import { configFromEnvironment } from "../config";
import { runMigrations } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { deleteOldAttempts } from "../session/loginAttempts";
import { deleteExpiredSessions } from "../session/sessions";
import { ensureSuperAdmin, SUPER_ADMIN_USERNAME } from "../setup/ensureSuperAdmin";
import { seedDemo } from "../setup/seedDemo";

const DEFAULT_PORT = 8080;

function portOf(value: string | undefined): number {
  const port = Number(value ?? DEFAULT_PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Not a port number: ${value}`);
  return port;
}

/**
 * `docket serve [--port N] [--data DIR]`: opens the database (PGlite in DIR, or PostgreSQL when
 * DATABASE_URL is set), applies the migrations, creates the super admin and demo data on the first start,
 * and serves the API (and the built app, when there is one) until SIGTERM or SIGINT.
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

  const db = await openDatabase({ dataDir, ...(databaseUrl ? { databaseUrl } : {}) });
  const applied = await runMigrations(db);
  if (applied.length > 0) console.log(`Database migrations applied: ${applied.join(", ")}`);
  await deleteExpiredSessions(db);
  await deleteOldAttempts(db);

  const admin = await ensureSuperAdmin(db, process.env.DOCKET_ADMIN_PASSWORD);
  if (admin.created) {
    const seeded = await seedDemo(db, { password: process.env.DOCKET_DEMO_PASSWORD });
    if (seeded.environments.length > 0) {
      console.log(`Demo environments: ${seeded.environments.join(", ")}; users: ${seeded.users.join(", ")}`);
      console.log("Demo users log in with DOCKET_DEMO_PASSWORD or 'docket-demo'.");
    }
  }

  const app = await buildServer({ db, config });
  await app.listen({ port, host: process.env.HOST ?? "0.0.0.0" });

  const where = databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${join(dataDir, "pglite")}`;
  console.log(`Docket is running on ${where}. Open ${config.publicUrl}`);
  if (admin.generatedPassword) {
    console.log(
      `Super admin created: username '${SUPER_ADMIN_USERNAME}', password '${admin.generatedPassword}'.`,
    );
    console.log(
      "This password is shown only now: note it, or set DOCKET_ADMIN_PASSWORD before the first start.",
    );
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing requests in flight, then stopping.`);
    try {
      // Stops accepting connections and waits for the requests under way.
      await app.close();
      await db.close();
      process.exit(0);
    } catch (error) {
      console.error("Stopping failed:", error);
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
}

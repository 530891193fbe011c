import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { moveContentsToEntityTables } from "../records/storage/contentsMigration";
import { syncEntityTables } from "../records/storage/entityTables";
import type { Database } from "./database";

const MIGRATION_FILE = /^(\d{3})_[a-z0-9_]+\.sql$/;

/** Steps a migration runs after its SQL, for work that needs the code's knowledge (each field type's column). */
const CODE_STEPS: Record<string, (tx: Database) => Promise<void>> = {
  "014_entity_tables": moveContentsToEntityTables,
  "028_first_id_indexes": (tx) => syncEntityTables(tx),
};

/** Where the SQL files are, whether running from source or from the bundled command line in dist/. */
export function migrationsDirectory(): string {
  const candidates = [
    new URL("./migrations/", import.meta.url),
    new URL("../server/db/migrations/", import.meta.url),
  ];
  for (const candidate of candidates) {
    const path = fileURLToPath(candidate);
    if (existsSync(path)) return path;
  }
  throw new Error("The database migrations were not found next to the server.");
}

/**
 * Applies the numbered migrations that have not run yet, each in its own transaction and under an
 * advisory lock, so that processes starting together apply each one once; `until` stops after that number
 * (a test that fills an older schema). Answers the versions applied.
 */
export async function runMigrations(
  db: Database,
  directory = migrationsDirectory(),
  { until }: { until?: string } = {},
): Promise<string[]> {
  const files = readdirSync(directory)
    .filter((name) => MIGRATION_FILE.test(name) && (until === undefined || name.slice(0, 3) <= until))
    .sort();
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, "");
    const ran = await db.transaction(async (tx) => {
      // A migration over much data may take longer than the statement timeout requests get.
      await tx.query("set local statement_timeout = 0");
      await tx.query("select pg_advisory_xact_lock(hashtext('docket_migrations:' || current_schema()))");
      await tx.exec(
        "create table if not exists schema_migrations (version text primary key, applied_at timestamptz not null default now())",
      );
      const done = await tx.query("select 1 from schema_migrations where version = $1", [version]);
      if (done.length > 0) return false;
      await tx.exec(readFileSync(join(directory, file), "utf8"));
      await CODE_STEPS[version]?.(tx);
      await tx.query("insert into schema_migrations (version) values ($1)", [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}

import { createHash, randomBytes } from "node:crypto";
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import type { DatabaseHandle } from "../db/database";
import { migrationsDirectory, runMigrations } from "../db/migrate";
import { openPglite } from "../db/pglite";
import { openPostgres } from "../db/postgres";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL names a server. */
export const TEST_DATABASE_KINDS: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export interface TestDatabase {
  db: DatabaseHandle;
  /** Closes the database and, on PostgreSQL, drops the schema the run used. */
  dispose(): Promise<void>;
}

/** A fresh, migrated database: PGlite in memory, or a new schema on the test PostgreSQL server. */
export async function openTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "pglite") {
    const db = await openPglite(undefined, await migratedSnapshot());
    await runMigrations(db);
    return { db, dispose: () => db.close() };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  refuseOverlappingQueries();
  const schema = `docket_test_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create schema ${schema}`);
  const db = await openPostgres({ url, schema, maxConnections: 4 });
  await runMigrations(db);
  return {
    db,
    async dispose() {
      await db.close();
      await adminQuery(url, `drop schema ${schema} cascade`);
    },
  };
}

let overlapsRefused = false;

/**
 * Makes pg fail a statement sent on a connection that is still running another one, instead of queueing it
 * with a deprecation notice (pg 9 drops the queue): code that does so (a Promise.all on a transaction's
 * handle) fails the tests that reach it.
 */
function refuseOverlappingQueries(): void {
  if (overlapsRefused) return;
  overlapsRefused = true;
  type Internals = { _getActiveQuery(): unknown; _queryQueue: unknown[] };
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function guardedQuery(this: Internals, ...args: unknown[]) {
    if (this._getActiveQuery() || this._queryQueue.length > 0) {
      throw new Error("client.query() while the connection is still running another statement");
    }
    return query.apply(this, args);
  };
}

/** One statement on a connection of its own to the test server (creating and dropping schemas). */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/**
 * A freshly migrated PGlite as a data directory archive, made once per set of migrations and kept in the
 * temporary folder: loading it takes well under a second, creating and migrating a database several.
 */
export async function migratedSnapshot(): Promise<Blob> {
  const directory = migrationsDirectory();
  const hash = createHash("sha256");
  for (const name of readdirSync(directory).sort())
    hash.update(name).update(readFileSync(join(directory, name)));
  const file = join(tmpdir(), `docket-pglite-${hash.digest("hex").slice(0, 16)}.tar`);
  if (existsSync(file)) return new Blob([readFileSync(file)]);
  const db = await openPglite();
  await runMigrations(db);
  const snapshot = await db.snapshot();
  await db.close();
  // Written aside and renamed, so a test file running alongside never reads half an archive.
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, Buffer.from(await snapshot.arrayBuffer()));
  renameSync(partial, file);
  return snapshot;
}

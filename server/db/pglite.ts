import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { currentScope, throwIfCancelled, type WorkScope } from "./cancellation";
import type { Database, DatabaseHandle, Row } from "./database";
import { lockDataFolder } from "./dataFolderLock";

/**
 * PGlite cannot cancel a statement that runs (it has one connection and no timers): a request stopped by
 * its deadline or its client is refused its next statement, and its transaction rolls back instead of
 * committing.
 */
function transactionHandle(tx: Transaction, scope: WorkScope | undefined): Database {
  const handle: Database = {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      throwIfCancelled(scope);
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      throwIfCancelled(scope);
      await tx.exec(sql);
    },
    transaction: (fn) => fn(handle),
  };
  return handle;
}

/** A transaction that rolls back when the scope is stopped before it commits. */
async function transactionInScope<T>(
  pg: PGlite,
  scope: WorkScope | undefined,
  fn: (tx: Database) => Promise<T>,
): Promise<T> {
  throwIfCancelled(scope);
  return pg.transaction(async (tx) => {
    const result = await fn(transactionHandle(tx, scope));
    // PGlite commits as soon as this callback returns: a stopped scope rolls back instead.
    throwIfCancelled(scope);
    scope?.close();
    return result;
  });
}

/** The extensions every PGlite database is opened with: pg_trgm serves the trigram indexes (migration 013). */
export const PGLITE_EXTENSIONS = { pg_trgm };

/**
 * PostgreSQL in the process: data in `dataDir`, or in memory when it is left out (tests). A snapshot made
 * by `dumpPglite` starts the database from that state instead of an empty one. A data folder has one writer:
 * while a process has it open, opening it elsewhere throws DataFolderInUseError (see dataFolderLock.ts).
 */
export async function openPglite(
  dataDir?: string,
  snapshot?: Blob,
): Promise<DatabaseHandle & { snapshot(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const lock = dataDir ? lockDataFolder(dataDir) : undefined;
  const options = { extensions: PGLITE_EXTENSIONS, ...(snapshot ? { loadDataDir: snapshot } : {}) };
  let pg: PGlite;
  try {
    pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    kind: "pglite",
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      throwIfCancelled(currentScope());
      return (await pg.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      throwIfCancelled(currentScope());
      await pg.exec(sql);
    },
    transaction: (fn) => transactionInScope(pg, currentScope(), fn),
    async close() {
      try {
        await pg.close();
      } finally {
        lock?.release();
      }
    },
    snapshot: () => pg.dumpDataDir("none"),
  };
}

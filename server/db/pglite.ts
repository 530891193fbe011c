import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Database, DatabaseHandle, Row } from "./database";
import { lockDataFolder } from "./dataFolderLock";

function transactionHandle(tx: Transaction): Database {
  const handle: Database = {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      return (await tx.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await tx.exec(sql);
    },
    transaction: (fn) => fn(handle),
  };
  return handle;
}

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
  // pg_trgm serves the trigram indexes of text filters (migration 013).
  const options = { extensions: { pg_trgm }, ...(snapshot ? { loadDataDir: snapshot } : {}) };
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
      return (await pg.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(transactionHandle(tx))),
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

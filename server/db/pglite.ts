import { mkdirSync } from "node:fs";
import { PGlite, type Transaction } from "@electric-sql/pglite";
import type { Database, DatabaseHandle, Row } from "./database";

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
 * by `dumpPglite` starts the database from that state instead of an empty one.
 */
export async function openPglite(
  dataDir?: string,
  snapshot?: Blob,
): Promise<DatabaseHandle & { snapshot(): Promise<Blob> }> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const options = snapshot ? { loadDataDir: snapshot } : {};
  const pg = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  return {
    kind: "pglite",
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      return (await pg.query<T>(sql, [...params])).rows;
    },
    async exec(sql: string) {
      await pg.exec(sql);
    },
    transaction: (fn) => pg.transaction((tx) => fn(transactionHandle(tx))),
    close: () => pg.close(),
    snapshot: () => pg.dumpDataDir("none"),
  };
}

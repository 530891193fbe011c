import { randomBytes } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { type BackupTarget, backupDatabase, RestoreRefusedError, restoreDatabase } from "../db/backup";
import type { DatabaseHandle } from "../db/database";
import { DataFolderInUseError } from "../db/dataFolderLock";
import { runMigrations } from "../db/migrate";
import { openDatabase } from "../db/openDatabase";
import { openPglite } from "../db/pglite";
import { firstStart } from "../setup/firstStart";
import { freePort, spawnDocket } from "../testing/spawnDocket";
import { migratedSnapshot, TEST_DATABASE_KINDS } from "../testing/testDatabase";
import { main } from "./main";

const ADMIN_PASSWORD = "Backup-and-restore-admin-1";
const MINUTES = 60_000;

/** A fresh place for a database: a data folder, and on PostgreSQL a new database of its own. */
interface Place {
  target: BackupTarget;
  dispose(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function freshPlace(kind: "pglite" | "postgres"): Promise<Place> {
  const dataDir = mkdtempSync(join(tmpdir(), "docket-backup-"));
  const removeFolder = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === "pglite") return { target: { dataDir }, dispose: async () => removeFolder() };
  const name = `docket_backup_${randomBytes(6).toString("hex")}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    target: { dataDir, databaseUrl: url.toString() },
    async dispose() {
      await adminQuery(`drop database if exists ${name} with (force)`);
      removeFolder();
    },
  };
}

/**
 * On PGlite the source starts from the tests' migrated snapshot: creating a PGlite folder (initdb) and
 * migrating it takes many seconds, and what is backed up is the same freshly migrated schema.
 */
async function openSource(kind: "pglite" | "postgres", target: BackupTarget): Promise<DatabaseHandle> {
  if (kind === "pglite") return openPglite(join(target.dataDir, "pglite"), await migratedSnapshot());
  return openDatabase(target);
}

async function withDatabase<T>(target: BackupTarget, use: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  return closing(await openDatabase(target), use);
}

async function closing<T>(db: DatabaseHandle, use: (db: DatabaseHandle) => Promise<T>): Promise<T> {
  try {
    return await use(db);
  } finally {
    await db.close();
  }
}

/** Every table of the public schema with its row count. */
async function rowCounts(db: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' order by tablename",
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await db.query<{ count: number }>(`select count(*)::int as count from public."${name}"`);
    counts[name] = row?.count ?? -1;
  }
  return counts;
}

/** A few values that must come back as they were: users with their hashes, records with their values. */
async function someValues(db: DatabaseHandle) {
  return {
    users: await db.query("select id, username, password_hash, global_roles from users order by id"),
    records: await db.query(
      "select id, environment_id, def_dossier_id, summary::text from content_dossiers order by id limit 20",
    ),
    nextUserId: await db.query("select last_value::int from users_id_seq"),
    entityRows: await entityRows(db),
  };
}

/** The rows of the first entity table that holds records (records_{entity}: typed columns and vals). */
async function entityRows(db: DatabaseHandle) {
  const tables = await db.query<{ name: string }>(
    "select tablename as name from pg_tables where schemaname = 'public' and tablename like 'records\\_%' order by 1",
  );
  for (const { name } of tables) {
    const rows = await db.query(`select id, vals::text from public."${name}" order by id limit 10`);
    if (rows.length > 0) return { name, rows };
  }
  return null;
}

describe.each(TEST_DATABASE_KINDS)("docket backup and docket restore (%s)", (kind) => {
  const places: Place[] = [];
  const dumpFolder = mkdtempSync(join(tmpdir(), "docket-dump-"));
  afterAll(async () => {
    for (const place of places) await place.dispose();
    rmSync(dumpFolder, { recursive: true, force: true });
  });

  it(
    "writes the seeded demo as plain SQL and restores it into a fresh database with the same rows",
    async () => {
      const source = await freshPlace(kind);
      const copy = await freshPlace(kind);
      places.push(source, copy);
      const before = await closing(await openSource(kind, source.target), async (db) => {
        await runMigrations(db);
        await firstStart(db, { adminPassword: ADMIN_PASSWORD });
        return { counts: await rowCounts(db), values: await someValues(db) };
      });
      expect(before.counts.content_dossiers).toBeGreaterThan(0);
      expect(before.values.users.length).toBeGreaterThan(1);
      expect(before.values.entityRows?.rows.length).toBeGreaterThan(0);

      const file = join(dumpFolder, "docket.sql");
      await backupDatabase(source.target, file);
      const dump = readFileSync(file, "utf8");
      expect(dump).toMatch(/^--\n-- PostgreSQL database dump\n/);
      expect(dump).toContain("-- PostgreSQL database dump complete");
      expect(existsSync(`${file}.partial`)).toBe(false);

      expect(await restoreDatabase(copy.target, file)).toEqual({});
      const after = await withDatabase(copy.target, async (db) => ({
        counts: await rowCounts(db),
        values: await someValues(db),
      }));
      expect(after.counts).toEqual(before.counts);
      expect(after.values).toEqual(before.values);
    },
    10 * MINUTES,
  );

  it(
    "refuses a database that holds data unless forced, and one a running server uses",
    async () => {
      const [, copy] = places;
      if (!copy) throw new Error("The first test made no copy");
      const file = join(dumpFolder, "docket.sql");
      await expect(restoreDatabase(copy.target, file)).rejects.toThrow(RestoreRefusedError);
      const forced = await restoreDatabase(copy.target, file, { force: true });
      if (kind === "pglite") expect(forced.keptAt && existsSync(forced.keptAt)).toBe(true);

      // The restored database serves: the server starts on it and answers a record.
      const [record] = await withDatabase(copy.target, (db) =>
        db.query<{ id: number }>("select id from content_dossiers order by id limit 1"),
      );
      const port = await freePort();
      const server = spawnDocket(["serve", "--port", String(port), "--data", copy.target.dataDir], {
        DATABASE_URL: copy.target.databaseUrl ?? "",
        // The shared test machine may lag; this test is about the restored data, not load shedding.
        MAX_EVENT_LOOP_DELAY_MS: "0",
        MAX_CONNECTION_WAIT_MS: "0",
      });
      try {
        await server.waitFor(/Docket is running/, 5 * MINUTES);
        const base = `http://127.0.0.1:${port}`;
        const login = await fetch(`${base}/api/login_check`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ username: "admin", password: ADMIN_PASSWORD }),
        });
        expect([login.status, login.status === 200 ? "" : await login.text()]).toEqual([200, ""]);
        const cookie = (login.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
        const answer = await fetch(`${base}/api/contentdossier/${record?.id}`, {
          headers: { cookie, "x-requested-with": "docket" },
        });
        expect(answer.status).toBe(200);
        expect((await answer.json()).id).toBe(record?.id);

        const refused = kind === "pglite" ? DataFolderInUseError : RestoreRefusedError;
        await expect(restoreDatabase(copy.target, file, { force: true })).rejects.toThrow(refused);
      } finally {
        server.kill();
        await server.exited;
      }
    },
    10 * MINUTES,
  );

  it("answers usage and refusals through the command line's exit codes", async () => {
    const [, copy] = places;
    if (!copy) throw new Error("The first test made no copy");
    const file = join(dumpFolder, "docket.sql");
    const saved = process.env.DATABASE_URL;
    process.env.DATABASE_URL = copy.target.databaseUrl ?? "";
    try {
      expect(await main(["backup"])).toBe(2);
      expect(await main(["restore", join(dumpFolder, "missing.sql"), "--data", copy.target.dataDir])).toBe(1);
      expect(await main(["restore", file, "--data", copy.target.dataDir])).toBe(1);
    } finally {
      if (saved === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved;
    }
  });
});

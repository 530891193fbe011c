import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import pg from "pg";
import { LOCK_FILE, lockDataFolder } from "./dataFolderLock";
import { PGLITE_EXTENSIONS } from "./pglite";
import { DOCKET_APPLICATION_NAME } from "./postgres";

/** The database a backup reads or a restore writes: PostgreSQL when a URL is given, else PGlite in the folder. */
export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string | undefined;
}

/** A restore that would overwrite data or pull the database from under a running server. */
export class RestoreRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RestoreRefusedError";
  }
}

/** A backup or restore that could not run (no database, no pg_dump, a dump the target cannot read). */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "BackupError";
  }
}

/** Options shared by both kinds: portable dumps, without owners and grants of the source's roles. */
const DUMP_OPTIONS = ["--no-owner", "--no-privileges"];

const pgliteFolder = (dataDir: string) => join(dataDir, "pglite");
const holdsDatabase = (folder: string) => existsSync(join(folder, "PG_VERSION"));

/**
 * Writes a plain SQL dump of the database to `file` (through `file.partial`, so a failed dump never
 * leaves a half file under the name): pg_dump of PostgreSQL, or pg_dump built for PGlite
 * (@electric-sql/pglite-tools, which writes rows as INSERT statements). PGlite's folder has one user: a
 * server running on it makes this throw DataFolderInUseError.
 */
export async function backupDatabase(target: BackupTarget, file: string): Promise<void> {
  const partial = `${file}.partial`;
  rmSync(partial, { force: true });
  try {
    if (target.databaseUrl)
      await runClient("pg_dump", [...DUMP_OPTIONS, "--file", partial], target.databaseUrl);
    else writeFileSync(partial, await dumpPglite(pgliteFolder(target.dataDir)));
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
}

async function dumpPglite(folder: string): Promise<string> {
  if (!holdsDatabase(folder)) throw new BackupError(`There is no Docket database in ${folder}.`);
  const lock = lockDataFolder(folder);
  try {
    const db = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
    try {
      return await (await pgDump({ pg: db, args: DUMP_OPTIONS })).text();
    } finally {
      await db.close();
    }
  } finally {
    lock.release();
  }
}

export interface RestoreResult {
  /** PGlite with --force: where the database that was replaced now lies. */
  keptAt?: string;
}

/**
 * Loads a plain SQL dump into the database. It refuses (RestoreRefusedError) a database that holds tables
 * unless `force`, and one a Docket server is using: on PGlite the data folder's lock, on PostgreSQL a
 * connection named `docket` in pg_stat_activity. PostgreSQL: psql runs the dump in one transaction (with
 * `force`, after dropping the public schema in the same transaction). PGlite: the dump is loaded into a
 * fresh folder beside the data, which then takes the data's place; the replaced database is kept.
 */
export async function restoreDatabase(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<RestoreResult> {
  if (!existsSync(file)) throw new BackupError(`There is no file ${file}.`);
  if (target.databaseUrl) {
    await restorePostgres(target.databaseUrl, file, options.force === true);
    return {};
  }
  return restorePglite(pgliteFolder(target.dataDir), file, options.force === true);
}

const COUNT_TABLES = `select count(*)::int as count from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname <> 'information_schema' and n.nspname not like 'pg\\_%'`;

function refuseNonEmpty(tables: number, force: boolean, where: string): void {
  if (tables > 0 && !force) {
    throw new RestoreRefusedError(
      `${where} already holds ${tables} tables. Restore into an empty database, or add --force to replace it.`,
    );
  }
}

async function restorePostgres(url: string, file: string, force: boolean): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const [servers] = (
      await client.query<{ count: number }>(
        `select count(*)::int as count from pg_stat_activity
         where datname = current_database() and application_name = $1 and pid <> pg_backend_pid()`,
        [DOCKET_APPLICATION_NAME],
      )
    ).rows;
    if ((servers?.count ?? 0) > 0) {
      throw new RestoreRefusedError(
        `A Docket server is connected to this database (${servers?.count} connections). Stop it first.`,
      );
    }
    const [tables] = (await client.query<{ count: number }>(COUNT_TABLES)).rows;
    refuseNonEmpty(tables?.count ?? 0, force, "The database");
  } finally {
    await client.end();
  }
  const replace = force ? ["-c", "drop schema if exists public cascade; create schema public;"] : [];
  await runClient(
    "psql",
    ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", ...replace, "-f", file],
    url,
  );
}

/** psql meta-commands pg_dump writes since 17.6 (and 15.14, 16.10); PGlite runs SQL only. */
const PSQL_RESTRICT = /^\\(?:un)?restrict\b.*$/gm;

async function restorePglite(folder: string, file: string, force: boolean): Promise<RestoreResult> {
  const sql = readFileSync(file, "utf8").replace(PSQL_RESTRICT, "");
  if (/^COPY .+ FROM stdin;$/m.test(sql)) {
    throw new BackupError(
      "This dump carries its rows as COPY data, which only psql reads. PGlite loads dumps of INSERT " +
        "statements: make one with pg_dump --inserts (docket backup on PGlite writes such dumps).",
    );
  }
  mkdirSync(folder, { recursive: true });
  const lock = lockDataFolder(folder);
  try {
    if (holdsDatabase(folder))
      refuseNonEmpty(await countPgliteTables(folder), force, `The database in ${folder}`);
    const fresh = `${folder}.restoring`;
    rmSync(fresh, { recursive: true, force: true });
    try {
      const db = await PGlite.create(fresh, { extensions: PGLITE_EXTENSIONS });
      try {
        await db.exec(sql);
      } finally {
        await db.close();
      }
    } catch (error) {
      rmSync(fresh, { recursive: true, force: true });
      throw error;
    }
    let keptAt: string | undefined;
    if (holdsDatabase(folder)) {
      keptAt = `${folder}.replaced-${new Date().toISOString().replace(/[:.]/g, "-")}`;
      renameSync(folder, keptAt);
      // The lock moved along with the folder: in the kept copy it would name this process forever.
      rmSync(join(keptAt, LOCK_FILE), { force: true });
    } else {
      rmSync(folder, { recursive: true, force: true });
    }
    renameSync(fresh, folder);
    return keptAt ? { keptAt } : {};
  } finally {
    lock.release();
  }
}

async function countPgliteTables(folder: string): Promise<number> {
  const db = await PGlite.create(folder, { extensions: PGLITE_EXTENSIONS });
  try {
    return (await db.query<{ count: number }>(COUNT_TABLES)).rows[0]?.count ?? 0;
  } finally {
    await db.close();
  }
}

/**
 * Runs pg_dump or psql on the database of `url`. The password goes in PGPASSWORD, not on the command line,
 * where every user of the machine could read it.
 */
function runClient(program: "pg_dump" | "psql", args: string[], url: string): Promise<void> {
  const address = new URL(url);
  const password = decodeURIComponent(address.password);
  address.password = "";
  return new Promise((resolve, reject) => {
    const child = spawn(program, [...args, "--dbname", address.toString()], {
      env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let errors = "";
    child.stderr.on("data", (chunk) => {
      errors += chunk;
    });
    child.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "ENOENT"
          ? new BackupError(`${program} is not installed (Debian: apt-get install postgresql-client).`)
          : error,
      );
    });
    child.once("close", (code) => {
      if (code === 0) resolve();
      else reject(new BackupError(`${program} failed (exit code ${code}):\n${errors.trim()}`));
    });
  });
}

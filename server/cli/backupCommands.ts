import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { BackupError, backupDatabase, RestoreRefusedError, restoreDatabase } from "../db/backup";
import { InputError } from "./engineCommands";

/** The database `serve` would open: DATABASE_URL, else PGlite in --data (DATA_DIR, ./data). */
function targetOf(data: string | undefined) {
  const databaseUrl = process.env.DATABASE_URL?.trim();
  return {
    dataDir: resolve(data ?? process.env.DATA_DIR ?? "./data"),
    ...(databaseUrl ? { databaseUrl } : {}),
  };
}

/** The one file argument of backup and restore, and their options. */
function parse(argv: string[], command: string, withForce: boolean) {
  const { values, positionals } = parseArgs({
    args: argv,
    options: { data: { type: "string" }, ...(withForce ? { force: { type: "boolean" } } : {}) },
    allowPositionals: true,
    strict: true,
  });
  const [file, ...extra] = positionals;
  if (!file || extra.length > 0) throw new InputError(`Usage: docket ${command}`);
  return { file: resolve(file), data: values.data, force: (values as { force?: boolean }).force === true };
}

/** `docket backup <file> [--data DIR]`: a plain SQL dump of the database (pg_dump format). */
export async function backupCommand(argv: string[]): Promise<number> {
  const { file, data } = parse(argv, "backup <file> [--data DIR]", false);
  try {
    await backupDatabase(targetOf(data), file);
  } catch (error) {
    if (error instanceof BackupError) return failed(error);
    throw error;
  }
  console.log(`Backup written to ${file}`);
  return 0;
}

/**
 * `docket restore <file> [--force] [--data DIR]`: loads a dump made by `docket backup` (or pg_dump) into
 * an empty database; --force replaces one that holds data. Never while a server uses the database.
 */
export async function restoreCommand(argv: string[]): Promise<number> {
  const { file, data, force } = parse(argv, "restore <file> [--force] [--data DIR]", true);
  try {
    const result = await restoreDatabase(targetOf(data), file, { force });
    console.log(`Restored ${file}.`);
    if (result.keptAt) console.log(`The database it replaced is kept in ${result.keptAt}`);
    return 0;
  } catch (error) {
    if (error instanceof BackupError || error instanceof RestoreRefusedError) return failed(error);
    throw error;
  }
}

function failed(error: Error): number {
  console.error(error.message);
  return 1;
}

import { join } from "node:path";
import type { DatabaseHandle } from "./database";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";
import { DEFAULT_PING_TIMEOUT_SECONDS } from "./watchdog";

export interface DatabaseSettings {
  /** postgres://... selects PostgreSQL; otherwise PGlite keeps its data under dataDir. */
  databaseUrl?: string;
  dataDir: string;
  /** PostgreSQL cancels a statement running longer (PGlite cannot: it has no timers). */
  statementTimeoutSeconds?: number;
  /** PostgreSQL: a watchdog ping unanswered this long marks the database not answering (db/watchdog.ts). */
  pingTimeoutSeconds?: number;
}

export const DEFAULT_STATEMENT_TIMEOUT_SECONDS = 30;
/** A request waits this long at most for a connection: a saturated pool or a hung server answers 503. */
export const CONNECTION_TIMEOUT_MS = 5000;

/** Opens the database the settings name: PostgreSQL when a URL is given, else PGlite in the data folder. */
export function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.databaseUrl) {
    const seconds = settings.statementTimeoutSeconds ?? DEFAULT_STATEMENT_TIMEOUT_SECONDS;
    return openPostgres({
      url: settings.databaseUrl,
      statementTimeoutMs: Math.round(seconds * 1000),
      connectionTimeoutMs: CONNECTION_TIMEOUT_MS,
      pingTimeoutMs: Math.round((settings.pingTimeoutSeconds ?? DEFAULT_PING_TIMEOUT_SECONDS) * 1000),
    });
  }
  return openPglite(join(settings.dataDir, "pglite"));
}

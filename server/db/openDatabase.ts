import { join } from "node:path";
import type { DatabaseHandle } from "./database";
import { openPglite } from "./pglite";
import { openPostgres } from "./postgres";

export interface DatabaseSettings {
  /** postgres://... selects PostgreSQL; otherwise PGlite keeps its data under dataDir. */
  databaseUrl?: string;
  dataDir: string;
}

/** Opens the database the settings name: PostgreSQL when a URL is given, else PGlite in the data folder. */
export function openDatabase(settings: DatabaseSettings): Promise<DatabaseHandle> {
  if (settings.databaseUrl) return openPostgres({ url: settings.databaseUrl });
  return openPglite(join(settings.dataDir, "pglite"));
}

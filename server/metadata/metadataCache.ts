import type { Database } from "../db/database";

type Queryable = Pick<Database, "query">;

/** Something read from the metadata tables (an entity's bundle, its query schema) as they were at `version`. */
type Stored = { version: string; value: unknown };

/** How many read results one database handle keeps. */
const LIMIT = 1000;

/**
 * Read results by key, per database handle: a transaction's handle is a new object, so what it reads (maybe
 * never committed) lives and dies with it, while the process's handle keeps what was committed.
 */
const caches = new WeakMap<Queryable, Map<string, Stored>>();

/** The metadata's version (migration 016): any write to the metadata tables changes it. */
async function metadataVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>("select version::text as version from metadata_version");
  return row?.version ?? "";
}

/** Makes a kept value unchangeable, so no caller can alter what the next one gets. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/** The metadata at one version: what was read from it is answered from memory while the version holds. */
export interface MetadataAt {
  /**
   * What `read` gives from the metadata tables, from memory when kept at this version, else read and kept.
   * `key` names what is read, e.g. `bundle:12`. Kept values are frozen: callers share them.
   */
  cached<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/** The metadata's version as a column of another query, so what that query reads comes with it. */
export const METADATA_VERSION_COLUMN = "(select version::text from metadata_version) as metadata_version";

/**
 * The metadata's version read once, for several cached reads in one call; or the version given, read
 * through METADATA_VERSION_COLUMN. The version is read first, so a kept value is never older than its version.
 */
export async function metadataNow(db: Queryable, known?: string): Promise<MetadataAt> {
  const version = known ?? (await metadataVersion(db));
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const kept = cache;
  return {
    async cached<T>(key: string, read: () => Promise<T>) {
      const stored = kept.get(key);
      if (stored?.version === version) return stored.value as T;
      const value = deepFreeze(await read());
      kept.delete(key);
      kept.set(key, { version, value });
      if (kept.size > LIMIT) kept.delete(kept.keys().next().value as string);
      return value;
    },
  };
}

/** One cached read of metadataNow: `read`'s answer, from memory while the metadata's version holds. */
export async function cachedMetadata<T>(db: Queryable, key: string, read: () => Promise<T>): Promise<T> {
  return (await metadataNow(db)).cached(key, read);
}

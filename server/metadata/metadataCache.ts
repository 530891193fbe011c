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
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * What `read` gives from the metadata tables, from memory while the metadata's version is the one it was
 * read at, else read again and kept (frozen: callers share it). The version is read first, so a kept value
 * is never older than its version. `key` names what is read, e.g. `bundle:12`.
 */
export async function cachedMetadata<T>(db: Queryable, key: string, read: () => Promise<T>): Promise<T> {
  const version = await metadataVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const stored = cache.get(key);
  if (stored?.version === version) return stored.value as T;
  const value = deepFreeze(await read());
  cache.delete(key);
  cache.set(key, { version, value });
  if (cache.size > LIMIT) cache.delete(cache.keys().next().value as string);
  return value;
}

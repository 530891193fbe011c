import type { Bundle } from "../../schemas";
import type { Database } from "../db/database";

type Queryable = Pick<Database, "query">;

/** A bundle without the caller's context, as the metadata tables held it at `version`. */
type Stored = { version: string; bundle: Omit<Bundle, "context"> | undefined };

/** How many entities' bundles one database handle keeps. */
const LIMIT = 500;

/**
 * Bundles by entity, per database handle: a transaction's handle is a new object, so what it reads (maybe
 * never committed) lives and dies with it, while the process's handle keeps what was committed.
 */
const caches = new WeakMap<Queryable, Map<number, Stored>>();

/** The metadata's version (migration 016): any write to the tables a bundle is read from changes it. */
async function metadataVersion(db: Queryable): Promise<string> {
  const [row] = await db.query<{ version: string }>("select version::text as version from metadata_version");
  return row?.version ?? "";
}

/** Makes a cached bundle unchangeable, so no caller can alter what the next one gets. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

/**
 * The entity's bundle from memory while the metadata's version is the one it was read at, else read by
 * `read` and kept. The version is read first, so a kept bundle is never older than its version.
 */
export async function cachedBundle(
  db: Queryable,
  entityId: number,
  read: () => Promise<Omit<Bundle, "context"> | undefined>,
): Promise<Omit<Bundle, "context"> | undefined> {
  const version = await metadataVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const stored = cache.get(entityId);
  if (stored?.version === version) return stored.bundle;
  const bundle = deepFreeze(await read());
  cache.delete(entityId);
  cache.set(entityId, { version, bundle });
  if (cache.size > LIMIT) cache.delete(cache.keys().next().value as number);
  return bundle;
}

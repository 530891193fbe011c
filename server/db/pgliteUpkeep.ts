import type { Database } from "./database";

/** A table is vacuumed and analyzed once its pages grew by this share since it last was (autovacuum's 0.1). */
const GROWTH = 0.1;
/** ... and by at least this many pages of 8 kB: a small table is read whole however it is planned. */
const MIN_PAGES = 8;
/** The first look some time after the start (not during it), then one every few minutes. */
const FIRST_MS = 30_000;
const EVERY_MS = 300_000;

/**
 * VACUUM (ANALYZE) of every table of the schema whose pages grew by more than a tenth since PostgreSQL last
 * vacuumed or analyzed it (`pg_class.relpages`, which both set); answers the tables it did.
 *
 * PGlite runs PostgreSQL in the process without autovacuum, and its statistics counters are not kept
 * (pg_stat_user_tables stays at zero), so nothing else would ever analyze a table: the planner would go on
 * planning an entity's table of 100,000 records as the empty table it was made as: bench:api's list call
 * on PGlite with 100,000 companies took p50 122 ms without statistics, 30 ms with them.
 * Vacuuming also marks pages all-visible, which index-only scans and counts need.
 */
export async function upkeepGrownTables(db: Database): Promise<string[]> {
  const grown = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c
      where c.relkind = 'r' and c.relnamespace = (select oid from pg_namespace where nspname = current_schema())
        and pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages * (1 + $1::float8) + $2::int
      order by c.relname`,
    [GROWTH, MIN_PAGES],
  );
  for (const { name } of grown) await db.exec(`vacuum (analyze) "${name.replaceAll('"', '""')}"`);
  return grown.map((table) => table.name);
}

export interface Upkeep {
  /** Stops the timer and waits for a run under way. */
  stop(): Promise<void>;
}

/** Runs `upkeepGrownTables` on PGlite some time after the start and then every few minutes. */
export function startPgliteUpkeep(
  db: Database,
  log: { info(object: unknown, message: string): void; warn(object: unknown, message: string): void },
): Upkeep {
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (ms: number) => {
    timer = setTimeout(run, ms);
    timer.unref();
  };
  const run = () => {
    const started = performance.now();
    running = upkeepGrownTables(db)
      .then((tables) => {
        if (tables.length > 0)
          log.info({ tables, ms: Math.round(performance.now() - started) }, "tables vacuumed and analyzed");
      })
      .catch((error: unknown) => log.warn({ err: error }, "table upkeep failed"))
      .finally(() => {
        running = undefined;
        if (timer) schedule(EVERY_MS);
      });
  };
  schedule(FIRST_MS);
  return {
    async stop() {
      clearTimeout(timer);
      timer = undefined;
      await running;
    },
  };
}

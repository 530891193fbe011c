/** One row as the database answers it: column name to value. */
export type Row = Record<string, unknown>;

/**
 * What services talk to: PGlite or PostgreSQL behind the same calls. Inside `transaction`, use only the
 * handle passed to the callback: PGlite has one connection, so a query on the outer handle would wait
 * for the transaction to end and never run. Calls asked for at once (a Promise.all) are allowed on any
 * handle; on a transaction's they run one after another on its connection.
 */
export interface Database {
  /** Runs one parameterised statement and answers its rows. */
  query<T extends object = Row>(sql: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction: all of its writes happen or none. Nested calls join the outer one. */
  transaction<T>(fn: (tx: Database) => Promise<T>): Promise<T>;
}

/** A connection pool at one moment. */
export interface PoolStats {
  /** Connections open (busy and idle). */
  total: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
  /** The most connections the pool opens. */
  max: number;
}

/** An open database: the calls plus what the process needs to know and do at the end. */
export interface DatabaseHandle extends Database {
  readonly kind: "pglite" | "postgres";
  /**
   * How long, in milliseconds, the request that has waited longest for a pool connection has waited so far
   * (0 when none waits): a pool that cannot keep up, which load shedding refuses new requests for. PGlite
   * has one connection in the process and no pool to wait for.
   */
  connectionWaitMs?(): number;
  /** PostgreSQL: the pool's connections now (the metrics); PGlite has one connection and no pool. */
  poolStats?(): PoolStats;
  close(): Promise<void>;
}

/**
 * A jsonb parameter. Both drivers pass strings through untouched, while arrays would become PostgreSQL
 * arrays under `pg`; serialising here keeps the two alike. Use with `$n::jsonb`.
 */
export function jsonb(value: unknown): string {
  return JSON.stringify(value ?? null);
}

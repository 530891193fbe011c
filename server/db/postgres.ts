import { createHash } from "node:crypto";
import pg from "pg";
import {
  cancellationOr,
  committing,
  currentScope,
  remainingMs,
  throwIfCancelled,
  type WorkScope,
} from "./cancellation";
import type { Database, DatabaseHandle, Row } from "./database";
import { DatabaseWatchdog, DEFAULT_PING_TIMEOUT_SECONDS } from "./watchdog";

export interface PostgresOptions {
  url: string;
  /** Tables live in this schema (tests use a fresh one per run). */
  schema?: string;
  maxConnections?: number;
  /** Statements running longer are cancelled (SQLSTATE 57014); 0 or absent: no limit. */
  statementTimeoutMs?: number;
  /** How long a query waits for a connection (a busy pool, a server that does not answer); absent: no limit. */
  connectionTimeoutMs?: number;
  /** A ping of the watchdog (db/watchdog.ts) with no answer within this marks the database not answering. */
  pingTimeoutMs?: number;
}

/** The application_name of the server's connections. */
export const DOCKET_APPLICATION_NAME = "docket";

/** Asks the server to cancel what a connection is running (pg_cancel_backend), for a stopped request. */
type CancelBackend = (client: pg.PoolClient) => void;

/**
 * Runs one statement on the client for the request's scope: refused once the scope is cancelled, and
 * cancelled on the server when the scope is cancelled while it runs (its error then becomes the reason).
 */
async function runFor<T>(
  client: pg.PoolClient,
  scope: WorkScope | undefined,
  cancel: CancelBackend,
  run: () => Promise<T>,
): Promise<T> {
  if (!scope) return run();
  throwIfCancelled(scope);
  const onAbort = () => cancel(client);
  scope.signal.addEventListener("abort", onAbort, { once: true });
  try {
    return await run();
  } catch (error) {
    throw cancellationOr(error, scope);
  } finally {
    scope.signal.removeEventListener("abort", onAbort);
  }
}

/** Statements that change tables or indexes: the ones that can leave a parsed statement stale. */
const SCHEMA_CHANGE = /^\s*(create|alter|drop)\s/i;

/** A connection is replaced after this many uses, which bounds the statements it keeps parsed. */
const CONNECTION_USES = 10_000;

/**
 * Statements run as named prepared statements: PostgreSQL parses a text once per connection rather than on
 * every call (npm run bench:api: creates and authenticated reads answer 1.5x to 2x as many requests per
 * second). Plans are still made per call (plan_cache_mode=force_custom_plan), so a filter on a rare value is
 * planned for that value. A table change can leave a parsed statement with a stale result type
 * (isStalePlan): names carry a generation that moves on with every table change made here and with every
 * stale statement met (a change made by another instance).
 */
class StatementNames {
  private generation = 0;

  config(text: string, values: unknown[]): pg.QueryConfig {
    const changesTables = SCHEMA_CHANGE.test(text);
    if (changesTables) this.moveOn();
    // Without parameters pg sends a simple query, which may hold several statements and cannot be named.
    if (changesTables || values.length === 0) return { text, values };
    const digest = createHash("sha1").update(text).digest("base64url");
    return { text, values, name: `${this.generation}.${digest}` };
  }

  moveOn(): void {
    this.generation++;
  }
}

/** The error of a statement parsed before its table changed; it ran nothing. */
function isStalePlan(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === "0A000" && String(message).includes("cached plan must not change result type");
}

/** Runs a connection's statements one after another, in the order they were asked for. */
type InTurn = <T>(run: () => Promise<T>) => Promise<T>;

/**
 * A connection runs one statement at a time. Services may ask a handle for several at once (a Promise.all
 * over reads, fine on the pool); on one connection they wait their turn here rather than in pg's own queue,
 * which pg deprecates (and drops in pg 9). A statement whose scope was stopped while it waited is refused
 * when its turn comes (runFor).
 */
function statementQueue(): InTurn {
  let last: Promise<unknown> = Promise.resolve();
  return (run) => {
    const next = last.then(run, run);
    last = next.catch(() => undefined);
    return next;
  };
}

function clientHandle(
  client: pg.PoolClient,
  scope: WorkScope | undefined,
  cancel: CancelBackend,
  names: StatementNames,
  inTurn: InTurn = statementQueue(),
): Database {
  const handle: Database = {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      return inTurn(() =>
        runFor(
          client,
          scope,
          cancel,
          async () => (await client.query(names.config(sql, [...params]))).rows as T[],
        ),
      );
    },
    async exec(sql: string) {
      await inTurn(() => runFor(client, scope, cancel, () => client.query(names.config(sql, []))));
    },
    transaction: (fn) => fn(handle),
  };
  return handle;
}

/** A PostgreSQL server through a connection pool (DATABASE_URL). */
export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    maxUses: CONNECTION_USES,
    // Names the server's sessions in pg_stat_activity (docket restore refuses while they are there).
    application_name: DOCKET_APPLICATION_NAME,
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    options: [
      "-c plan_cache_mode=force_custom_plan",
      ...(options.schema ? [`-c search_path=${checkedSchemaName(options.schema)}`] : []),
    ].join(" "),
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on("error", (error) => console.error("PostgreSQL connection error:", error.message));
  await pool.query("select 1");
  const canceller = backendCanceller(options);
  const statementTimeoutMs = options.statementTimeoutMs ?? 0;
  const pinger = databasePinger(options.url);
  const waits = new ConnectionWaits();
  const names = new StatementNames();
  const watchdog = new DatabaseWatchdog({
    ping: pinger.ping,
    pingTimeoutMs: options.pingTimeoutMs ?? DEFAULT_PING_TIMEOUT_SECONDS * 1000,
  });

  /** A connection of its own for a request's single statement, so that it can be cancelled. */
  async function queryInScope<T>(scope: WorkScope, run: (db: Database) => Promise<T>): Promise<T> {
    const client = await waits.track(connectFor(pool, scope));
    let stale = false;
    try {
      return await run(clientHandle(client, scope, canceller.cancel, names));
    } catch (error) {
      stale = isStalePlan(error);
      throw error;
    } finally {
      // A connection that met a stale statement goes, with everything it had parsed.
      client.release(!(await canceller.settled(client)) || stale);
    }
  }

  /** One statement on its own; one that met a stale parse ran nothing, so it runs again under a fresh name. */
  async function statement<T>(run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (!isStalePlan(error)) throw error;
      names.moveOn();
      return run();
    }
  }

  return {
    kind: "postgres",
    connectionWaitMs: () => waits.longestMs(),
    poolStats: () => ({
      total: pool.totalCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: pool.options.max ?? 10,
    }),
    query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      return statement(async () => {
        const scope = currentScope();
        if (scope) return watchdog.watch(scope, () => queryInScope(scope, (db) => db.query<T>(sql, params)));
        // pg-pool drops a connection whose statement failed, a stale one with it.
        return (await pool.query(names.config(sql, [...params]))).rows as T[];
      });
    },
    async exec(sql: string) {
      const scope = currentScope();
      if (scope) return watchdog.watch(scope, () => queryInScope(scope, (db) => db.exec(sql)));
      await pool.query(names.config(sql, []));
    },
    transaction(fn) {
      const scope = currentScope();
      return watchdog.watch(scope, () => transactionFor(scope, fn));
    },
    async close() {
      watchdog.close();
      pinger.close();
      await pool.end();
      await canceller.close();
    },
  };

  async function transactionFor<T>(
    scope: WorkScope | undefined,
    fn: (tx: Database) => Promise<T>,
  ): Promise<T> {
    const client = await waits.track(connectFor(pool, scope));
    let broken = false;
    let queued: InTurn = (run) => run();
    try {
      await client.query(beginStatement(scope, statementTimeoutMs));
      const inTurn = statementQueue();
      queued = inTurn;
      const tx = clientHandle(client, scope, canceller.cancel, names, inTurn);
      const result = await fn(tx);
      // A request stopped after its last statement still rolls back: its client has no answer coming.
      // After the statements fn left running (not awaited): they belong to the transaction.
      await inTurn(() => committing(scope, () => client.query("commit")));
      return result;
    } catch (error) {
      // A cancel request still on its way could hit the rollback, or the next user of the connection.
      const settled = await canceller.settled(client);
      // A Promise.all that failed early may have left statements running: the rollback comes after them.
      const rolledBack = await queued(() => client.query("rollback")).then(
        () => true,
        () => false,
      );
      const stale = isStalePlan(error);
      if (stale) names.moveOn();
      broken = !settled || !rolledBack || stale;
      throw cancellationOr(error, scope);
    } finally {
      client.release(broken);
    }
  }
}

/** The requests waiting for a pool connection, each with the moment it began to wait. */
class ConnectionWaits {
  private readonly since = new Set<{ at: number }>();

  track<T>(connecting: Promise<T>): Promise<T> {
    const wait = { at: Date.now() };
    this.since.add(wait);
    const done = () => this.since.delete(wait);
    connecting.then(done, done);
    return connecting;
  }

  longestMs(): number {
    let oldest = Number.POSITIVE_INFINITY;
    for (const wait of this.since) oldest = Math.min(oldest, wait.at);
    return oldest === Number.POSITIVE_INFINITY ? 0 : Date.now() - oldest;
  }
}

/**
 * A connection from the pool for the scope's work. A scope stopped while it waits (an exhausted pool under
 * load) gives up its place at once; the connection, when it comes, goes straight back.
 */
function connectFor(pool: pg.Pool, scope: WorkScope | undefined): Promise<pg.PoolClient> {
  throwIfCancelled(scope);
  if (!scope) return pool.connect();
  const signal = scope.signal;
  const connecting = pool.connect();
  return new Promise((resolve, reject) => {
    let done = false;
    const onAbort = () => {
      done = true;
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
    connecting.then(
      (client) => {
        signal.removeEventListener("abort", onAbort);
        if (done) client.release();
        else resolve(client);
      },
      (error: unknown) => {
        signal.removeEventListener("abort", onAbort);
        if (!done) reject(error);
      },
    );
  });
}

/**
 * Opens a transaction whose statements are bounded by what is left of the request's deadline (and by the
 * configured statement timeout), so the server stops the work itself even if no cancel gets through; one
 * round trip for both.
 */
function beginStatement(scope: WorkScope | undefined, statementTimeoutMs: number): string {
  if (!scope) return "begin";
  const left = remainingMs(scope);
  const bound = statementTimeoutMs > 0 ? Math.min(left, statementTimeoutMs) : left;
  if (!Number.isFinite(bound)) return "begin";
  return `begin; set local statement_timeout = ${Math.max(1, Math.ceil(bound))}`;
}

/**
 * Cancels a connection's running statement with pg_cancel_backend, over a one-connection pool of its own
 * (the main pool may be exhausted exactly when requests time out). `settled` waits for a cancel sent for the
 * client, so the connection is not reused while one is on its way; false when it failed.
 */
function backendCanceller(options: PostgresOptions) {
  let cancelPool: pg.Pool | undefined;
  const inFlight = new WeakMap<pg.PoolClient, Promise<boolean>>();
  const cancel = (client: pg.PoolClient) => {
    // processID is the backend's pid, known from the connection's start (not in @types/pg).
    const pid = (client as unknown as { processID?: number }).processID;
    if (!pid) return;
    if (!cancelPool) {
      cancelPool = new pg.Pool({ connectionString: options.url, max: 1 });
      cancelPool.on("error", () => undefined);
    }
    const sent = cancelPool.query("select pg_cancel_backend($1)", [pid]).then(
      () => true,
      () => false,
    );
    inFlight.set(client, sent);
  };
  return {
    cancel,
    async settled(client: pg.PoolClient): Promise<boolean> {
      const sent = inFlight.get(client);
      inFlight.delete(client);
      return sent ? sent : true;
    },
    close: async () => {
      await cancelPool?.end();
    },
  };
}

/**
 * The watchdog's ping: `select 1` over a connection of its own, kept open between pings (the pool may be
 * full of slow but healthy work). No answer within the bound, or a connection that fails without a server
 * error, is no answer; the connection is then dropped and the next ping opens a fresh one.
 */
function databasePinger(url: string) {
  let client: pg.Client | undefined;
  // end() would wait for the server's goodbye, which a hung server never sends.
  const destroy = (stale: pg.Client) =>
    (stale as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream?.destroy();
  /** Drops the connection a ping used, unless a later ping has opened another one meanwhile. */
  const drop = (used: pg.Client) => {
    if (client === used) client = undefined;
    destroy(used);
  };
  const open = () => {
    const fresh = new pg.Client({ connectionString: url });
    fresh.on("error", () => drop(fresh));
    client = fresh;
    return { used: fresh, ready: fresh.connect() };
  };
  const ping = (timeoutMs: number) =>
    new Promise<boolean>((resolve) => {
      const { used, ready } = client ? { used: client, ready: Promise.resolve() } : open();
      const timer = setTimeout(() => {
        drop(used);
        resolve(false);
      }, timeoutMs);
      const done = (answered: boolean) => {
        clearTimeout(timer);
        resolve(answered);
      };
      ready
        .then(() => used.query("select 1"))
        .then(
          () => done(true),
          (error: unknown) => {
            drop(used);
            // A server error (SQLSTATE) is an answer; a connection refused, reset or ended is not.
            const code = (error as { code?: unknown }).code;
            done(typeof code === "string" && /^[0-9A-Z]{5}$/.test(code));
          },
        );
    });
  const close = () => {
    const last = client;
    client = undefined;
    if (!last) return;
    // A polite goodbye to a server that answers; cut after a second for one that does not.
    last.end().catch(() => undefined);
    setTimeout(() => destroy(last), 1000).unref();
  };
  return { ping, close };
}

/** Schema names go into a connection option unquoted, so only plain lowercase names are accepted. */
export function checkedSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unusable schema name: ${name}`);
  return name;
}

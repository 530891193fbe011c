import pg from "pg";
import type { Database, DatabaseHandle, Row } from "./database";

export interface PostgresOptions {
  url: string;
  /** Tables live in this schema (tests use a fresh one per run). */
  schema?: string;
  maxConnections?: number;
  /** Statements running longer are cancelled (SQLSTATE 57014); 0 or absent: no limit. */
  statementTimeoutMs?: number;
  /** How long a query waits for a connection (a busy pool, a server that does not answer); absent: no limit. */
  connectionTimeoutMs?: number;
}

function clientHandle(client: pg.PoolClient): Database {
  const handle: Database = {
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      return (await client.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await client.query(sql);
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
    ...(options.connectionTimeoutMs ? { connectionTimeoutMillis: options.connectionTimeoutMs } : {}),
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
    ...(options.schema ? { options: `-c search_path=${checkedSchemaName(options.schema)}` } : {}),
  });
  // An idle client losing its connection must not take the process down; the next query reconnects.
  pool.on("error", (error) => console.error("PostgreSQL connection error:", error.message));
  await pool.query("select 1");
  return {
    kind: "postgres",
    async query<T extends object = Row>(sql: string, params: readonly unknown[] = []) {
      return (await pool.query(sql, [...params])).rows as T[];
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query("begin");
        const result = await fn(clientHandle(client));
        await client.query("commit");
        return result;
      } catch (error) {
        await client.query("rollback").catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/** Schema names go into a connection option unquoted, so only plain lowercase names are accepted. */
export function checkedSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unusable schema name: ${name}`);
  return name;
}

import { readdirSync } from "node:fs";
import type { FastifyInstance } from "fastify";
import { Liveness, NotReady, Readiness } from "../../schemas";
import type { Database } from "../db/database";
import { migrationsDirectory } from "../db/migrate";

/** The migration files runMigrations applies (001_name.sql), as versions: the file name without .sql. */
function migrationVersions(directory: string): string[] {
  return readdirSync(directory)
    .filter((name) => /^\d{3}_[a-z0-9_]+\.sql$/.test(name))
    .map((name) => name.replace(/\.sql$/, ""));
}

export interface HealthOptions {
  /** How long the database may take to answer before the process counts as not ready. */
  timeoutMs?: number;
  /** The migrations this code needs; by default those next to the server. */
  migrations?: string[];
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/**
 * GET /healthz: the process answers (liveness; it never touches the database, so a slow database does not
 * get the process restarted). GET /readyz: the database answers `select 1` within the timeout and has every
 * migration of this code, so a load balancer sends requests here (readiness); else 503 with the reason.
 */
export function healthRoutes(app: FastifyInstance, db: Database, options: HealthOptions = {}): void {
  const timeoutMs = options.timeoutMs ?? 2000;
  const needed = options.migrations ?? migrationVersions(migrationsDirectory());
  const noStore = { "cache-control": "no-store" };

  // Liveness is never shed under load (@fastify/under-pressure): a busy process is alive, not to be restarted.
  app.get(
    "/healthz",
    { config: { pressureHandler: () => undefined }, schema: { response: { 200: Liveness } } },
    async (_request, reply) => reply.headers(noStore).send({ status: "ok" }),
  );

  app.get("/readyz", { schema: { response: { 200: Readiness, 503: NotReady } } }, async (_request, reply) => {
    try {
      const applied = await within(
        (async () => {
          await db.query("select 1");
          return db.query<{ version: string }>("select version from schema_migrations");
        })(),
        timeoutMs,
      );
      const have = new Set(applied.map((row) => row.version));
      const missing = needed.filter((version) => !have.has(version));
      if (missing.length > 0) {
        return reply
          .code(503)
          .headers(noStore)
          .send({ status: "unavailable", reason: "migrations pending", missing });
      }
      return reply.headers(noStore).send({ status: "ready" });
    } catch (error) {
      // The details go to the log only: this address answers anyone.
      app.log.warn({ err: error }, "not ready: the database did not answer");
      return reply.code(503).headers(noStore).send({ status: "unavailable", reason: "database unavailable" });
    }
  });
}

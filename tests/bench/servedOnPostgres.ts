/**
 * The real server as `docket serve` runs it on PostgreSQL (statement timeout, pool wait, load shedding,
 * request deadline), in a fresh schema with the CRM fixture, `seed` companies and an admin, listening on
 * 127.0.0.1. Shared by the overload and load benches; `close()` stops it and drops the schema.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { environmentBySlug } from "../../fixtures";
import { buildServer } from "../../server/app";
import {
  DEFAULT_MAX_CONNECTION_WAIT_MS,
  DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
  DEFAULT_REQUEST_DEADLINE_SECONDS,
} from "../../server/config";
import { type DatabaseHandle, jsonb } from "../../server/db/database";
import { runMigrations } from "../../server/db/migrate";
import { CONNECTION_TIMEOUT_MS, DEFAULT_STATEMENT_TIMEOUT_SECONDS } from "../../server/db/openDatabase";
import { openPostgres } from "../../server/db/postgres";
import { ROLE_ADMIN } from "../../server/permissions/callerContext";
import { installFixture } from "../../server/records/testing/installFixture";
import { hashPassword } from "../../server/session/passwords";
import { seedCompanies } from "./apiBench";

export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface PostgresBenchServer {
  db: DatabaseHandle;
  app: FastifyInstance;
  port: number;
  label: string;
  adminId: number;
  close(): Promise<void>;
}

export interface PostgresBenchOptions {
  /** Names the schema (docket_<name>_<random>) and the temporary data folder. */
  name: string;
  /** Companies seeded before the server listens. */
  seed: number;
  adminUsername: string;
  adminPassword: string;
}

export async function startPostgresBenchServer(
  url: string,
  options: PostgresBenchOptions,
): Promise<PostgresBenchServer> {
  const schema = `docket_${options.name}_${randomBytes(6).toString("hex")}`;
  await adminQuery(url, `create schema ${schema}`);
  const dataDir = mkdtempSync(join(tmpdir(), `docket-${options.name}-`));
  let db: DatabaseHandle | undefined;
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await db?.close();
    await adminQuery(url, `drop schema if exists ${schema} cascade`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    db = await openPostgres({
      url,
      schema,
      statementTimeoutMs: DEFAULT_STATEMENT_TIMEOUT_SECONDS * 1000,
      connectionTimeoutMs: CONNECTION_TIMEOUT_MS,
    });
    await runMigrations(db);
    await installFixture(db, environmentBySlug("crm"));
    const [admin] = await db.query<{ id: number }>(
      `insert into users (username, email, password_hash, global_roles, profile)
       values ($1, $2, $3, $4, $5::jsonb) returning id`,
      [
        options.adminUsername,
        `${options.adminUsername}@example.test`,
        await hashPassword(options.adminPassword),
        [ROLE_ADMIN],
        jsonb({ first_name: "Bench", last_name: "Admin" }),
      ],
    );
    if (!admin) throw new Error("The admin was not stored");
    await seedCompanies(db, options.seed, { userId: admin.id });
    app = await buildServer({
      db,
      config: {
        dataDir,
        publicUrl: "http://127.0.0.1",
        logger: false,
        maxEventLoopDelayMs: DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
        maxConnectionWaitMs: DEFAULT_MAX_CONNECTION_WAIT_MS,
        requestDeadlineSeconds: DEFAULT_REQUEST_DEADLINE_SECONDS,
      },
    });
    await app.listen({ host: "127.0.0.1", port: 0 });
    const [version] = await db.query<{ server_version: string }>("show server_version");
    return {
      db,
      app,
      port: (app.server.address() as AddressInfo).port,
      label: `PostgreSQL ${version?.server_version ?? "?"} (schema ${schema}, pool of 10)`,
      adminId: admin.id,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

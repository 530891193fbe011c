import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, InjectOptions } from "fastify";
import { afterAll, beforeAll, describe } from "vitest";
import { buildServer, type ServerOptions } from "../app";
import type { ServerConfig } from "../config";
import type { DatabaseHandle } from "../db/database";
import { APP_REQUEST_HEADER, APP_REQUEST_VALUE } from "../http/sameOrigin";
import { hashPassword } from "../session/passwords";
import { type DatabaseKind, openTestDatabase, TEST_DATABASE_KINDS, type TestDatabase } from "./testDatabase";

export interface ApiResponse {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: tests read whatever the answer holds
  body: any;
  headers: Record<string, string | string[] | number | undefined>;
  /** The session cookie the answer set, ready for the next request's cookie header. */
  sessionCookie?: string;
  setCookie: string[];
}

export interface RequestOptions {
  cookie?: string | undefined;
  body?: unknown;
  headers?: Record<string, string>;
  /** The client address, for the per-address login limits. */
  address?: string;
  /** Sends the header of the app's API client (X-Requested-With: docket), as the app does; true by default. */
  appHeader?: boolean;
}

export interface TestUser {
  id: number;
  username: string;
  password: string;
  email: string;
}

export interface ApiHarness {
  readonly kind: DatabaseKind;
  readonly app: FastifyInstance;
  readonly db: DatabaseHandle;
  /** The data folder of this run (the mail outbox lives in it). */
  readonly dataDir: string;
  request(method: InjectOptions["method"], url: string, options?: RequestOptions): Promise<ApiResponse>;
  /** A user written straight into the database; usernames are unique per run. */
  createUser(options?: { name?: string; password?: string; globalRoles?: string[] }): Promise<TestUser>;
  /** Logs in and answers the session cookie. */
  login(user: { username: string; password: string }): Promise<string>;
  /** A user who logs in, with their session cookie. */
  loggedInUser(options?: { name?: string; globalRoles?: string[] }): Promise<TestUser & { cookie: string }>;
  unique(prefix: string): string;
}

export const TEST_PASSWORD = "correct horse battery";
const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

function sessionCookieOf(setCookie: string[]): string | undefined {
  const cookie = setCookie.find((c) => c.startsWith("docket_session="));
  const pair = cookie?.split(";")[0];
  return pair && pair !== "docket_session=" ? pair : undefined;
}

class Harness implements ApiHarness {
  private test?: TestDatabase;
  private server?: FastifyInstance;
  private counter = 0;
  readonly dataDir = mkdtempSync(join(tmpdir(), "docket-test-"));

  constructor(
    readonly kind: DatabaseKind,
    private readonly config: Partial<ServerConfig>,
    private readonly options: Pick<ServerOptions, "logStream"> = {},
  ) {}

  get app(): FastifyInstance {
    if (!this.server) throw new Error("The server has not started");
    return this.server;
  }

  get db(): DatabaseHandle {
    if (!this.test) throw new Error("The database has not opened");
    return this.test.db;
  }

  async start(): Promise<void> {
    this.test = await openTestDatabase(this.kind);
    this.server = await buildServer({
      db: this.test.db,
      config: { dataDir: this.dataDir, publicUrl: "http://docket.test", ...this.config },
      ...this.options,
    });
    await this.server.ready();
  }

  async stop(): Promise<void> {
    await this.server?.close();
    await this.test?.dispose();
    rmSync(this.dataDir, { recursive: true, force: true });
  }

  unique(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  async request(
    method: InjectOptions["method"],
    url: string,
    options: RequestOptions = {},
  ): Promise<ApiResponse> {
    const response = await this.app.inject({
      method,
      url,
      headers: {
        ...(options.appHeader === false ? {} : { [APP_REQUEST_HEADER]: APP_REQUEST_VALUE }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body as InjectOptions["payload"] }),
      ...(options.address ? { remoteAddress: options.address } : {}),
    });
    const raw = response.headers["set-cookie"];
    const setCookie = raw === undefined ? [] : Array.isArray(raw) ? raw : [String(raw)];
    const type = String(response.headers["content-type"] ?? "");
    const sessionCookie = sessionCookieOf(setCookie);
    return {
      status: response.statusCode,
      body: type.includes("json") ? response.json() : response.body,
      headers: response.headers,
      setCookie,
      ...(sessionCookie ? { sessionCookie } : {}),
    };
  }

  async createUser(
    options: { name?: string; password?: string; globalRoles?: string[] } = {},
  ): Promise<TestUser> {
    const username = this.unique(options.name ?? "user");
    const password = options.password ?? TEST_PASSWORD;
    const email = `${username}@example.test`;
    const [row] = await this.db.query<{ id: number }>(
      `insert into users (username, email, password_hash, global_roles, profile)
       values ($1, $2, $3, $4, $5::jsonb) returning id`,
      [
        username,
        email,
        await hashOnce(password),
        options.globalRoles ?? [],
        JSON.stringify({ first_name: username, last_name: "Tester" }),
      ],
    );
    if (!row) throw new Error("The test user was not stored");
    return { id: row.id, username, password, email };
  }

  async login(user: { username: string; password: string }): Promise<string> {
    const response = await this.request("POST", "/api/login_check", {
      body: { username: user.username, password: user.password },
      address: "10.0.0.1",
    });
    if (response.status !== 200 || !response.sessionCookie) {
      throw new Error(`Login failed: ${response.status} ${JSON.stringify(response.body)}`);
    }
    return response.sessionCookie;
  }

  async loggedInUser(options: { name?: string; globalRoles?: string[] } = {}) {
    const user = await this.createUser(options);
    return { ...user, cookie: await this.login(user) };
  }
}

/**
 * Runs an API suite against a fresh server on in-memory PGlite, and again on PostgreSQL when
 * TEST_DATABASE_URL is set (or on the `kinds` given). One database and server per suite; tests keep apart
 * by unique names.
 */
export function describeApi(
  name: string,
  suite: (api: ApiHarness) => void,
  config: Partial<ServerConfig> = {},
  options: Pick<ServerOptions, "logStream"> & { kinds?: DatabaseKind[] } = {},
): void {
  const { kinds = TEST_DATABASE_KINDS, ...serverOptions } = options;
  describe.each(kinds)(`${name} (%s)`, (kind) => {
    const harness = new Harness(kind, config, serverOptions);
    beforeAll(() => harness.start(), 60_000);
    afterAll(() => harness.stop());
    suite(harness);
  });
}

import { timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { ServerConfig } from "../config";
import type { Database, DatabaseHandle } from "../db/database";
import { routeOf } from "./requestLogging";

export const METRICS_PATH = "/metrics";

/** What the metrics read of the database; a bare Database (some tests) reports its kind as unknown. */
type MeasuredDatabase = Database & Partial<Pick<DatabaseHandle, "kind" | "poolStats" | "connectionWaitMs">>;

/** Latency buckets in seconds: from a cached read to the request deadline. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The process's own metrics (CPU, memory, event-loop lag, garbage collection), made once per process:
 * they describe the process, not one server, and tests build many servers in one process.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** 2xx, 4xx, 5xx: a label with few values, so every route's series stay few. */
const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

function isLoopback(address: string | undefined): boolean {
  return address === "::1" || /^(::ffff:)?127\./.test(address ?? "");
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Who may read the metrics: with METRICS_TOKEN, whoever sends `Authorization: Bearer <token>`; without it,
 * only a direct call from this machine (the socket's own address is loopback and no proxy forwarded it: a
 * reverse proxy on the same machine connects from loopback too, for anyone on the internet).
 */
function mayRead(request: FastifyRequest, token: string | undefined): "yes" | "token" | "loopback" {
  if (token) {
    const given = /^Bearer\s+(.+)$/i.exec(request.headers.authorization ?? "")?.[1]?.trim();
    return given && sameSecret(given, token) ? "yes" : "token";
  }
  const forwarded =
    request.headers["x-forwarded-for"] !== undefined || request.headers.forwarded !== undefined;
  return isLoopback(request.raw.socket.remoteAddress) && !forwarded ? "yes" : "loopback";
}

/**
 * GET /metrics in Prometheus's text format: requests by method, route pattern and status class (a counter
 * and a latency histogram), the database pool, the live sockets of this process and the process's default
 * metrics. It holds no record data; still, only METRICS_TOKEN's holders or loopback may read it. Like
 * /healthz it is never shed under load.
 */
export function registerMetrics(
  app: FastifyInstance,
  db: MeasuredDatabase,
  config: Pick<ServerConfig, "metricsToken">,
): void {
  const registry = new Registry();
  const labelNames = ["method", "route", "status_class"] as const;
  const requests = new Counter({
    name: "docket_http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status class",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "docket_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status class",
    labelNames,
    buckets: LATENCY_BUCKETS,
    registers: [registry],
  });
  registerDatabaseMetrics(registry, db);
  new Gauge({
    name: "docket_socket_clients",
    help: "Live sockets (signed-in browsers) connected to this process",
    registers: [registry],
    collect() {
      this.set(app.hasDecorator("liveSocketCount") ? app.liveSocketCount() : 0);
    },
  });

  app.addHook("onResponse", async (request: FastifyRequest, reply: FastifyReply) => {
    const labels = {
      method: request.method,
      route: routeOf(request),
      status_class: statusClass(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get(METRICS_PATH, { config: { pressureHandler: () => undefined } }, async (request, reply) => {
    const access = mayRead(request, config.metricsToken);
    if (access === "token") {
      return reply
        .code(401)
        .header("www-authenticate", 'Bearer realm="metrics"')
        .send({ message: "Authentication required" });
    }
    if (access === "loopback") {
      return reply
        .code(403)
        .send({ message: "The metrics answer only on this machine or with METRICS_TOKEN" });
    }
    const merged = Registry.merge([processMetrics(), registry]);
    return reply
      .header("content-type", merged.contentType)
      .header("cache-control", "no-store")
      .send(await merged.metrics());
  });
}

/**
 * The pool on PostgreSQL (connections open and idle, requests waiting and how long the longest has waited,
 * the pool's size). PGlite runs in the process with one connection and no pool: it reports only that.
 */
function registerDatabaseMetrics(registry: Registry, db: MeasuredDatabase): void {
  new Gauge({
    name: "docket_database_info",
    help: "The database this process uses (kind: pglite or postgres)",
    labelNames: ["kind"],
    registers: [registry],
  }).set({ kind: db.kind ?? "unknown" }, 1);
  const stats = db.poolStats?.bind(db);
  new Gauge({
    name: "docket_db_pool_max_connections",
    help: "The most connections the database pool opens (PGlite: its one connection)",
    registers: [registry],
    collect() {
      this.set(stats ? stats().max : 1);
    },
  });
  if (!stats) return;
  new Gauge({
    name: "docket_db_pool_connections",
    help: "Database pool connections open, by state (total: busy and idle; idle)",
    labelNames: ["state"],
    registers: [registry],
    collect() {
      const now = stats();
      this.set({ state: "total" }, now.total);
      this.set({ state: "idle" }, now.idle);
    },
  });
  new Gauge({
    name: "docket_db_pool_waiting_requests",
    help: "Requests waiting for a database pool connection",
    registers: [registry],
    collect() {
      this.set(stats().waiting);
    },
  });
  const waitedMs = db.connectionWaitMs?.bind(db);
  if (waitedMs) {
    new Gauge({
      name: "docket_db_pool_longest_wait_seconds",
      help: "How long the request waiting longest for a pool connection has waited (0 when none waits)",
      registers: [registry],
      collect() {
        this.set(waitedMs() / 1000);
      },
    });
  }
}

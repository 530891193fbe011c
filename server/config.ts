import { join } from "node:path";
import { type SsoSettings, ssoFromEnvironment } from "./sso/ssoConfig";
import type { DeliverySettings } from "./webhooks/deliveryWorker";

export interface LoginLimits {
  /** How far back failed attempts count. */
  windowSeconds: number;
  /** Failed attempts of one username from one address before each further try must wait. */
  freePerPair: number;
  /** The first wait; it doubles with every further failure, up to the window. */
  delaySeconds: number;
  /**
   * Failed attempts from one address (any usernames) within the window after which that address gets no
   * free attempts: each username it tries waits after its first failure.
   */
  perAddress: number;
}

export interface ServerConfig {
  /** Single sign-on providers (server/sso/ssoConfig.ts); none by default. */
  sso?: SsoSettings;
  /** Where files, the mail outbox and (with PGlite) the database live. */
  dataDir: string;
  /** The address people open; links in mails start with it. */
  publicUrl: string;
  /** How long a session lasts without GET /api/refresh_token. */
  sessionTtlSeconds: number;
  /** How long a session lasts at most from its login, however often it is refreshed. */
  sessionMaxAgeSeconds: number;
  /** Marks the session cookie Secure (served over https). */
  secureCookies: boolean;
  /** Behind a load balancer: take the client address from X-Forwarded-For. */
  trustProxy: boolean;
  /** smtp://... to send mail; without it mails are written to dataDir/outbox as .eml files. */
  smtpUrl?: string;
  mailFrom: string;
  loginLimits: LoginLimits;
  /** The built app (index.html and assets) to serve next to /api, when it exists. */
  appDir?: string;
  /** The built embed files (docket-form.js, frame.html and their assets) served under /embed, when they exist. */
  embedDir?: string;
  /** Largest request body accepted, in bytes (logos and files arrive as data URLs). */
  bodyLimit: number;
  logger: boolean;
  /** The least severe log level written (pino's: fatal, error, warn, info, debug, trace, silent); info by default. */
  logLevel: LogLevel;
  /** A Bearer token that may read GET /metrics from anywhere; without it only direct loopback calls may. */
  metricsToken?: string;
  /** Mean event-loop delay (ms) above which requests get 503 with Retry-After; 0 (tests) turns it off. */
  maxEventLoopDelayMs: number;
  /** How long (ms) a request may wait for a database connection before new ones get 503; 0 turns it off. */
  maxConnectionWaitMs: number;
  /** Map tile address for the app's maps, such as https://tile.example/{z}/{x}/{y}.png; without it maps draw no tiles. */
  mapTileUrl?: string;
  /** The tiles' credit line shown on every map (the tile source's terms ask for it). */
  mapTileAttribution?: string;
  /** redis://...: live socket events and presence go through Redis, shared by every server process. */
  redisUrl?: string;
  /** The prefix of the Redis channels, so several installations (or test runs) can share one Redis. */
  redisKey: string;
  /** A request still running after this many seconds answers 503 and its database work is rolled back. */
  requestDeadlineSeconds: number;
  /** LibreOffice's soffice, which turns filled Word templates into PDF; `soffice` on the PATH unless set. */
  sofficePath: string;
  /** Webhook deliveries: outbox polling, retry backoff, receiver time-out and attempts. */
  webhooks: DeliverySettings;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowSeconds: 15 * 60,
  freePerPair: 3,
  delaySeconds: 30,
  perAddress: 100,
};

export function defaultConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    dataDir: "./data",
    publicUrl: "http://localhost:8080",
    sessionTtlSeconds: 3600,
    sessionMaxAgeSeconds: 12 * 3600,
    secureCookies: false,
    trustProxy: false,
    mailFrom: "Docket <no-reply@docket.local>",
    loginLimits: DEFAULT_LOGIN_LIMITS,
    bodyLimit: 25 * 1024 * 1024,
    logger: false,
    logLevel: "info",
    redisKey: "docket",
    maxEventLoopDelayMs: 0,
    maxConnectionWaitMs: 0,
    requestDeadlineSeconds: DEFAULT_REQUEST_DEADLINE_SECONDS,
    sofficePath: "soffice",
    webhooks: { pollMs: 5000, retryBaseMs: 30_000, timeoutMs: 10_000, maxAttempts: 8 },
    ...overrides,
  };
}

/** Reads the settings that the environment variables give, for the serve command. */
export function configFromEnvironment(
  env: NodeJS.ProcessEnv,
  base: { dataDir: string; port: number },
): ServerConfig {
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${base.port}`;
  return defaultConfig({
    dataDir: base.dataDir,
    publicUrl: publicUrl.replace(/\/+$/, ""),
    sessionTtlSeconds: positive(env.SESSION_TTL_SECONDS) ?? 3600,
    sessionMaxAgeSeconds: positive(env.SESSION_MAX_AGE_SECONDS) ?? 12 * 3600,
    secureCookies: env.COOKIE_SECURE ? env.COOKIE_SECURE === "true" : publicUrl.startsWith("https:"),
    trustProxy: env.TRUST_PROXY === "true",
    ...(env.SMTP_URL ? { smtpUrl: env.SMTP_URL } : {}),
    mailFrom: env.MAIL_FROM ?? "Docket <no-reply@docket.local>",
    appDir: join(process.cwd(), "dist", "app"),
    embedDir: join(process.cwd(), "dist", "embed"),
    logger: env.LOG_REQUESTS !== "false",
    logLevel: logLevelOf(env.LOG_LEVEL),
    ...(env.METRICS_TOKEN?.trim() ? { metricsToken: env.METRICS_TOKEN.trim() } : {}),
    maxEventLoopDelayMs: nonNegative(env.MAX_EVENT_LOOP_DELAY_MS) ?? DEFAULT_MAX_EVENT_LOOP_DELAY_MS,
    maxConnectionWaitMs: nonNegative(env.MAX_CONNECTION_WAIT_MS) ?? DEFAULT_MAX_CONNECTION_WAIT_MS,
    ...mapTilesFromEnvironment(env),
    ...(env.REDIS_URL?.trim() ? { redisUrl: env.REDIS_URL.trim() } : {}),
    sso: ssoFromEnvironment(env),
    ...(env.REDIS_KEY?.trim() ? { redisKey: env.REDIS_KEY.trim() } : {}),
    requestDeadlineSeconds: positiveNumber(env.REQUEST_DEADLINE_SECONDS) ?? DEFAULT_REQUEST_DEADLINE_SECONDS,
    sofficePath: env.SOFFICE_PATH?.trim() || "soffice",
  });
}

export const LOG_LEVELS = ["fatal", "error", "warn", "info", "debug", "trace", "silent"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL: one of pino's levels; unset or unknown gives info (a typo should not silence the log). */
function logLevelOf(value: string | undefined): LogLevel {
  const level = value?.trim().toLowerCase();
  return LOG_LEVELS.find((known) => known === level) ?? "info";
}

/** The map tiles `docket serve` uses unless MAP_TILE_URL says otherwise: OpenStreetMap's public tile server. */
export const DEFAULT_MAP_TILE_URL = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";
export const DEFAULT_MAP_TILE_ATTRIBUTION = "© OpenStreetMap contributors";

/**
 * MAP_TILE_URL and MAP_TILE_ATTRIBUTION: unset, OpenStreetMap with its credit line; `none`, maps without
 * tiles (offline installations); another address, that tile server with MAP_TILE_ATTRIBUTION as its credit.
 */
function mapTilesFromEnvironment(
  env: NodeJS.ProcessEnv,
): Pick<ServerConfig, "mapTileUrl" | "mapTileAttribution"> {
  const url = env.MAP_TILE_URL?.trim();
  const attribution = env.MAP_TILE_ATTRIBUTION?.trim();
  if (url === "none") return {};
  if (!url)
    return {
      mapTileUrl: DEFAULT_MAP_TILE_URL,
      mapTileAttribution: attribution || DEFAULT_MAP_TILE_ATTRIBUTION,
    };
  return { mapTileUrl: url, ...(attribution ? { mapTileAttribution: attribution } : {}) };
}

/** Requests are shed past one second of event-loop lag; MAX_EVENT_LOOP_DELAY_MS=0 turns it off. */
export const DEFAULT_MAX_EVENT_LOOP_DELAY_MS = 1000;

/** New requests are shed while one has waited a second for a database connection. */
export const DEFAULT_MAX_CONNECTION_WAIT_MS = 1000;

/** Requests running longer answer 503 (http/requestDeadline.ts). */
export const DEFAULT_REQUEST_DEADLINE_SECONDS = 30;

function positiveNumber(value: string | undefined): number | undefined {
  const number = nonNegative(value);
  return number ? number : undefined;
}

function nonNegative(value: string | undefined): number | undefined {
  const number = Number(value);
  return value?.trim() && Number.isFinite(number) && number >= 0 ? number : undefined;
}

function positive(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : undefined;
}

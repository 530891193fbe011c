import cookie from "@fastify/cookie";
import Fastify, { type FastifyInstance } from "fastify";
import { defaultConfig, type ServerConfig } from "./config";
import { contractRoutes } from "./contracts/routes";
import { dashboardRoutes } from "./dashboard/routes";
import { dataStructureRoutes } from "./datastructure/routes";
import type { Database, DatabaseHandle } from "./db/database";
import { entityRoutes } from "./designer/defdossier/routes";
import { dataFieldRoutes } from "./designer/defdossierdeffield/routes";
import { linkRoutes } from "./designer/defdossierlink/routes";
import { baseFieldRoutes } from "./designer/deffield/routes";
import { listOptionRoutes } from "./designer/deffieldlist/routes";
import { customViewRoutes } from "./designer/displaycustomview/routes";
import { itemRoutes } from "./designer/displayitem/routes";
import { positionRoutes } from "./designer/displayposition/routes";
import { documentRoutes } from "./documents/routes";
import { serveEmbed } from "./embed/framePage";
import { embedRoutes } from "./embed/routes";
import { environmentRoutes } from "./environments/routes";
import { environmentSettingsRoutes } from "./environments/settingsRoutes";
import { fileRoutes } from "./files/routes";
import { registerApiDocs } from "./http/apiDocs";
import { appConfigRoutes } from "./http/appConfigRoutes";
import { serveApp } from "./http/appPage";
import { frameworkErrors, registerErrorHandling } from "./http/errorHandler";
import { healthRoutes } from "./http/healthRoutes";
import { registerLoadShedding } from "./http/loadShedding";
import { registerMetrics } from "./http/metrics";
import { registerRequestDeadline } from "./http/requestDeadline";
import { loggerOptions, registerRequestLogging } from "./http/requestLogging";
import { registerSameOriginCheck } from "./http/sameOrigin";
import { sharedSchemaController } from "./http/schemaCompilers";
import { registerSecurityHeaders } from "./http/securityHeaders";
import { importRoutes } from "./imports/routes";
import { localeRoutes } from "./locales/routes";
import { createMailer, type Mailer } from "./mail/mailer";
import { messageRoutes } from "./messages/routes";
import { moduleRoutes } from "./modules/routes";
import { queryRoutes } from "./queries/routes";
import { attachRealtime } from "./realtime/attachRealtime";
import { recordRoutes } from "./records/routes";
import { roleRoutes } from "./roles/routes";
import { secureShareRoutes } from "./secureShare/routes";
import { sessionRoutes } from "./session/routes";
import { registerSessionHook } from "./session/sessionHook";
import { ssoRoutes } from "./sso/routes";
import { templateRoutes } from "./templates/routes";
import { userRoutes } from "./users/routes";
import { registerWebhooks } from "./webhooks/registerWebhooks";

export interface ServerOptions {
  db: Database;
  config?: Partial<ServerConfig>;
  /** Where mail goes; by default SMTP_URL or the outbox folder, as the config says. */
  mailer?: Mailer;
  /** Where the request log goes instead of standard output (tests read what the server logs). */
  logStream?: { write(line: string): void };
}

/** The HTTP API under /api and, when it has been built, the app beside it. */
export async function buildServer(options: ServerOptions): Promise<FastifyInstance> {
  const config = defaultConfig(options.config);
  const { db } = options;
  const mailer = options.mailer ?? createMailer(config);
  const app = Fastify({
    // JSON lines with the request id; no line per request at info (http/requestLogging.ts).
    ...loggerOptions(config, options.logStream),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    // Report every invalid field at once, not only the first.
    ajv: { customOptions: { allErrors: true } },
    schemaController: sharedSchemaController,
    return503OnClosing: true,
    // Fastify's 10 s per plugin ended starts on a busy machine (seen under load average 30); a start is slow, not broken.
    pluginTimeout: 60_000,
    // Malformed and overlong paths answer in the API's shapes, not Fastify's.
    frameworkErrors,
  });

  registerErrorHandling(app);
  // First of the hooks, so that even a request shed under load answers its X-Request-Id.
  registerRequestLogging(app);
  // Before any route: it wraps the handlers as they are added.
  registerRequestDeadline(app, config.requestDeadlineSeconds);
  // First, so that a lagging server refuses before it does any work for the request.
  await registerLoadShedding(app, {
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
    maxConnectionWaitMs: config.maxConnectionWaitMs,
    // An open PostgreSQL handle knows its pool's queue (tests may pass a bare Database).
    ...("connectionWaitMs" in db ? { waitedMs: () => (db as DatabaseHandle).connectionWaitMs?.() ?? 0 } : {}),
  });
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await registerApiDocs(app);
  // Before the session hook: a call another site made is refused before anything reads or changes.
  registerSameOriginCheck(app, config);
  registerSessionHook(app, db, config);
  await attachRealtime(app, db, config);

  healthRoutes(app, db);
  registerMetrics(app, db, config);
  sessionRoutes(app, db, config);
  ssoRoutes(app, db, config);
  appConfigRoutes(app, config);
  userRoutes(app, db, config, mailer);
  environmentRoutes(app, db);
  contractRoutes(app, db);
  environmentSettingsRoutes(app, db);
  localeRoutes(app, db);
  roleRoutes(app, db);
  moduleRoutes(app, db);
  baseFieldRoutes(app, db);
  listOptionRoutes(app, db);
  entityRoutes(app, db);
  dataFieldRoutes(app, db);
  linkRoutes(app, db);
  positionRoutes(app, db);
  itemRoutes(app, db);
  customViewRoutes(app, db);
  dataStructureRoutes(app, db);
  queryRoutes(app, db);
  dashboardRoutes(app, db);
  recordRoutes(app, db);
  importRoutes(app, db);
  fileRoutes(app, db);
  documentRoutes(app, db, config);
  messageRoutes(app, db);
  secureShareRoutes(app, db, config, mailer);
  registerWebhooks(app, db, config);
  templateRoutes(app, db);
  embedRoutes(app, db, config);

  await serveEmbed(app, db, config);
  await serveApp(app, config.appDir);
  return app;
}

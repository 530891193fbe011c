import type { FastifyInstance } from "fastify";
import type { ServerConfig } from "../config";
import type { Database } from "../db/database";
import { eventRoutes } from "../events/routes";
import { DeliveryWorker } from "./deliveryWorker";
import { registerRecordEvents } from "./recordEvents";
import { webhookRoutes } from "./routes";

/**
 * Events and webhooks: their routes, the events record writes fire, and the worker that posts the outbox,
 * started with the server and stopped (its batch finished) when the server closes.
 */
export function registerWebhooks(app: FastifyInstance, db: Database, config: ServerConfig): void {
  const worker = new DeliveryWorker(db, config.webhooks, app.log);
  const queued = () => worker.wake();
  eventRoutes(app, db, queued);
  webhookRoutes(app, db, queued);
  registerRecordEvents(app, db, queued);
  app.addHook("onReady", async () => worker.start());
  app.addHook("onClose", async () => worker.stop());
}

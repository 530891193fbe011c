import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { registerRecordChangeHooks } from "../realtime/recordChangeHooks";
import { enqueueDeliveries, eventsForRecordWrite } from "./enqueueDeliveries";

const TRIGGERS = { create: "create", update: "update", archive: "archive", delete: "delete" } as const;

/**
 * Record writes fire the environment's events for them (create, update, archive, delete), observed at the
 * HTTP edge after the write succeeded, as the live socket's are. The deliveries are queued after the
 * answer; `queued` wakes the worker.
 */
export function registerRecordEvents(app: FastifyInstance, db: Database, queued: () => void): void {
  registerRecordChangeHooks(app, db, (change) => {
    const trigger = TRIGGERS[change.action as keyof typeof TRIGGERS];
    if (!trigger) return;
    void (async () => {
      const events = await eventsForRecordWrite(db, change.environmentId, change.defDossierId, trigger);
      let count = 0;
      for (const event of events) {
        count += await enqueueDeliveries(db, {
          event,
          environmentId: change.environmentId,
          entityId: change.defDossierId,
          recordId: change.dossierId,
          sender: change.sender,
          ...(trigger === "delete" ? { deleted: true } : {}),
        });
      }
      if (count > 0) queued();
    })().catch((error: unknown) => app.log.warn({ err: error }, "record event not queued"));
  });
}

import { type Database, jsonb } from "../db/database";
import { notFound } from "../http/errors";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { eventPayload, type FiredEvent } from "./eventPayload";
import { requireWebhook } from "./webhooksService";

interface DeliveryRow {
  id: number;
  uuid: string;
  webhook_id: number;
  event_id: number | null;
  event_name: string;
  status: string;
  attempts: number;
  next_attempt_at: Date;
  last_status_code: number | null;
  last_error: string | null;
  created_at: Date;
  delivered_at: Date | null;
  attempt_log: {
    attempt: number;
    status_code: number | null;
    error: string | null;
    started_at: string;
    duration_ms: number;
  }[];
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

const deliveryView = (row: DeliveryRow) => ({
  id: row.id,
  uuid: row.uuid,
  webhook: row.webhook_id,
  event: row.event_id,
  event_name: row.event_name,
  status: row.status,
  attempts: row.attempts,
  next_attempt_at: row.status === "pending" ? iso(row.next_attempt_at) : null,
  status_code: row.last_status_code,
  error: row.last_error,
  created_at: iso(row.created_at),
  delivered_at: iso(row.delivered_at),
  attempt_log: row.attempt_log.map((a) => ({ ...a, started_at: iso(a.started_at) })),
});

/** GET /webhook/{id}/delivery: the delivery log, newest first, each with its attempts. */
export async function listDeliveries(db: Database, ctx: CallerContext, webhookId: number, page: PageRequest) {
  await requireWebhook(db, ctx, webhookId);
  const [rows, [count]] = await Promise.all([
    db.query<DeliveryRow>(
      `select d.id, d.uuid, d.webhook_id, d.event_id, d.event_name, d.status, d.attempts, d.next_attempt_at,
              d.last_status_code, d.last_error, d.created_at, d.delivered_at,
              coalesce((select jsonb_agg(jsonb_build_object('attempt', a.attempt, 'status_code', a.status_code,
                          'error', a.error, 'started_at', a.started_at, 'duration_ms', a.duration_ms) order by a.attempt)
                  from webhook_attempts a where a.delivery_id = d.id), '[]'::jsonb) as attempt_log
         from webhook_deliveries d where d.webhook_id = $1 order by d.id desc limit $2 offset $3`,
      [webhookId, page.limit, page.offset],
    ),
    db.query<{ items: number }>(
      "select count(*)::int as items from webhook_deliveries where webhook_id = $1",
      [webhookId],
    ),
  ]);
  return { rows: rows.map(deliveryView), items: count?.items ?? 0 };
}

/**
 * 'Send again': a new delivery of the same event. Its payload is the one sent before when the webhook's
 * owner built it; after a change of owner it is built again with the current owner's sight, so a new
 * owner never receives what only the former one could see.
 */
export async function resendDelivery(db: Database, ctx: CallerContext, deliveryId: number) {
  const [delivery] = await db.query<{
    webhook_id: number;
    event_id: number | null;
    event_name: string;
    payload: Record<string, unknown> & { record?: { id: number; defDossier: number; deleted?: boolean } };
    owner_id: number | null;
  }>("select webhook_id, event_id, event_name, payload, owner_id from webhook_deliveries where id = $1", [
    deliveryId,
  ]);
  if (!delivery) throw notFound();
  const webhook = await requireWebhook(db, ctx, delivery.webhook_id);
  let payload: Record<string, unknown> = delivery.payload;
  if (delivery.owner_id !== webhook.owner_id) {
    const { record, event, sender } = delivery.payload as {
      record: { id: number; defDossier: number; deleted?: boolean };
      event: FiredEvent["event"];
      sender: FiredEvent["sender"];
    };
    payload = await eventPayload(
      db,
      {
        event,
        environmentId: webhook.environment_id,
        entityId: record.defDossier,
        recordId: record.id,
        sender,
        ...(record.deleted ? { deleted: true } : {}),
      },
      webhook.owner_id,
      new Date(String(delivery.payload.occurred_at)),
    );
  }
  const [row] = await db.query<{ id: number; uuid: string }>(
    `insert into webhook_deliveries (webhook_id, event_id, event_name, payload, owner_id)
     values ($1, $2, $3, $4::jsonb, $5) returning id, uuid`,
    [delivery.webhook_id, delivery.event_id, delivery.event_name, jsonb(payload), webhook.owner_id],
  );
  if (!row) throw new Error("The delivery was not stored");
  return row;
}

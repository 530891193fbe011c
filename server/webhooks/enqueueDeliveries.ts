import { type Database, jsonb } from "../db/database";
import { eventPayload, type FiredEvent } from "./eventPayload";

/**
 * Puts one delivery per active webhook of the event into the outbox (webhook_deliveries), each payload built
 * with its webhook owner's sight. Answers how many were queued; the worker posts them.
 */
export async function enqueueDeliveries(db: Database, fired: FiredEvent): Promise<number> {
  const hooks = await db.query<{ id: number; owner_id: number | null }>(
    `select w.id, w.owner_id from webhooks w join webhook_events we on we.webhook_id = w.id
      where we.event_id = $1 and w.active order by w.id`,
    [fired.event.id],
  );
  if (hooks.length === 0) return 0;
  const occurredAt = new Date();
  // Owners often repeat: one payload per owner.
  const payloads = new Map<number | null, Promise<Record<string, unknown>>>();
  for (const hook of hooks) {
    if (!payloads.has(hook.owner_id))
      payloads.set(hook.owner_id, eventPayload(db, fired, hook.owner_id, occurredAt));
  }
  const rows = await Promise.all(
    hooks.map(async (hook) => ({
      webhook: hook.id,
      owner: hook.owner_id,
      payload: await payloads.get(hook.owner_id),
    })),
  );
  await db.query(
    `insert into webhook_deliveries (webhook_id, event_id, event_name, payload, owner_id)
     select (r->>'webhook')::int, $1, $2, r->'payload', (r->>'owner')::int from jsonb_array_elements($3::jsonb) r`,
    [fired.event.id, fired.event.name, jsonb(rows)],
  );
  return rows.length;
}

/** The events of an environment a record write fires: its trigger, for the record's entity or for any. */
export async function eventsForRecordWrite(
  db: Database,
  environmentId: number,
  entityId: number,
  trigger: string,
): Promise<FiredEvent["event"][]> {
  return db.query<FiredEvent["event"]>(
    `select id, uuid, name, trigger from events
      where environment_id = $1 and trigger = $2 and (def_dossier_id is null or def_dossier_id = $3)
        and exists (select 1 from webhook_events we join webhooks w on w.id = we.webhook_id
                     where we.event_id = events.id and w.active)
      order by id`,
    [environmentId, trigger, entityId],
  );
}

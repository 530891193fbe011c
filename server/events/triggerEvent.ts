import { itemAllowed } from "../../engine";
import type { DisplayItem } from "../../schemas/displayItem";
import type { Database } from "../db/database";
import { forbidden, notFound } from "../http/errors";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { requireRecord } from "../records/entityAccess";
import { sightOf } from "../records/recordSight";
import { enqueueDeliveries } from "../webhooks/enqueueDeliveries";

/**
 * PATCH /event/trigger/{itemId}/{dossierId}: a custom action button with action fire_event fires its
 * event for the record. The caller must see the record and the button (the button's field is visible to
 * their roles); the event must be a button event of the record's environment. Answers how many webhook
 * deliveries were queued.
 */
export async function triggerEvent(db: Database, ctx: CallerContext, itemId: number, recordId: number) {
  const { record, entity } = await requireRecord(db, ctx, recordId, "show");
  const [item] = await db.query<{
    field_id: number | null;
    settings: Record<string, unknown>;
    permissions_type: DisplayItem["permissions_type"];
    roles: number[];
  }>(
    `select def_dossier_def_field_id as field_id, settings, permissions_type,
            array(select role_id from display_item_roles where display_item_id = display_items.id) as roles
       from display_items where id = $1 and def_dossier_id = $2`,
    [itemId, entity.id],
  );
  if (item?.settings.action !== "fire_event") throw notFound();
  // The button itself may be hidden from the caller's roles (INCLUDE / EXCLUDE_SELECTED_ROLES).
  const context = {
    locale: "en_GB",
    roles: [...ctx.roles(entity.environment_id)],
    admin: bypassesChecks(ctx, entity.environment_id),
  };
  if (!itemAllowed({ permissions_type: item.permissions_type, roles: item.roles }, context))
    throw forbidden();
  if (item.field_id !== null && !(await sightOf(db, ctx, entity)).sees(`f${item.field_id}`))
    throw forbidden();
  const eventId = Number(item.settings.event_id);
  const [event] = await db.query<{ id: number; uuid: string; name: string; trigger: string }>(
    "select id, uuid, name, trigger from events where id = $1 and environment_id = $2 and trigger = 'button'",
    [Number.isSafeInteger(eventId) ? eventId : 0, record.environment_id],
  );
  if (!event) throw notFound();
  const deliveries = await enqueueDeliveries(db, {
    event,
    environmentId: record.environment_id,
    entityId: entity.id,
    recordId: record.id,
    sender: { id: ctx.userId, username: ctx.username },
  });
  return { message: "event_send", event: event.id, deliveries };
}

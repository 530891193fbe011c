import type { Database } from "../db/database";
import { loadCallerContext } from "../permissions/loadCallerContext";
import { findEntity, findRecord } from "../records/entityAccess";
import { readVisibleValues, sightOf } from "../records/recordSight";

export interface FiredEvent {
  event: { id: number; uuid: string; name: string; trigger: string };
  environmentId: number;
  entityId: number;
  recordId: number;
  /** Who wrote: id null for an embed token (username "Embed token: {name}"); null when nobody did. */
  sender: { id: number | null; username: string } | null;
  /** The record is gone (a delete): only its ids travel. */
  deleted?: boolean;
}

/**
 * The JSON a webhook posts for an event, built through the records' read layer with the sight of the
 * webhook's owner: the record's values hold only what the owner may see (none without the show right, or
 * when the owner is gone or deactivated), never the raw row.
 */
export async function eventPayload(
  db: Database,
  fired: FiredEvent,
  ownerId: number | null,
  occurredAt: Date,
): Promise<Record<string, unknown>> {
  const base = {
    event: fired.event,
    environment: fired.environmentId,
    occurred_at: occurredAt.toISOString(),
    sender: fired.sender,
  };
  const bare = {
    id: fired.recordId,
    defDossier: fired.entityId,
    ...(fired.deleted ? { deleted: true } : {}),
  };
  if (fired.deleted || ownerId === null) return { ...base, record: bare };
  const [owner] = await db.query<{ id: number; username: string; global_roles: string[] }>(
    "select id, username, global_roles from users where id = $1 and active",
    [ownerId],
  );
  const [record, entity] = await Promise.all([
    findRecord(db, fired.recordId),
    findEntity(db, fired.entityId),
  ]);
  if (!owner || !record || !entity) return { ...base, record: bare };
  const sight = await sightOf(db, await loadCallerContext(db, owner), entity);
  if (!sight.mayShow) return { ...base, record: bare };
  const values = (await readVisibleValues(db, sight, [record.id])).get(record.id) ?? {};
  return {
    ...base,
    record: {
      ...bare,
      uuid: record.uuid,
      summary: record.summary,
      archived: record.archived,
      created_at: new Date(record.created_at).toISOString(),
      modified_at: new Date(record.modified_at).toISOString(),
      values,
    },
  };
}

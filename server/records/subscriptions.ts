import type { Database } from "../db/database";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { requireRecord } from "./entityAccess";

/** Subscribes the caller to a record's changes, or stops it; answers the state afterwards. */
export async function setSubscribed(
  db: Database,
  caller: CallerContext,
  recordId: number,
  subscribed: boolean,
): Promise<{ result: boolean }> {
  await requireRecord(db, caller, recordId, "show");
  if (subscribed) {
    await db.query(
      `insert into dossier_subscriptions (user_id, content_dossier_id) values ($1, $2)
       on conflict (user_id, content_dossier_id) do nothing`,
      [caller.userId, recordId],
    );
  } else {
    await db.query("delete from dossier_subscriptions where user_id = $1 and content_dossier_id = $2", [
      caller.userId,
      recordId,
    ]);
  }
  return { result: subscribed };
}

/** Of these records, the ones the caller is subscribed to (and may still show). */
export async function subscriptionsAmong(
  db: Database,
  caller: CallerContext,
  ids: readonly number[],
): Promise<{ content_dossier_id: number }[]> {
  if (ids.length === 0) return [];
  const rows = await db.query<{ content_dossier_id: number; environment_id: number; def_dossier_id: number }>(
    `select s.content_dossier_id, d.environment_id, d.def_dossier_id
       from dossier_subscriptions s join content_dossiers d on d.id = s.content_dossier_id
      where s.user_id = $1 and s.content_dossier_id = any($2::int[]) order by s.content_dossier_id`,
    [caller.userId, [...new Set(ids)]],
  );
  return rows
    .filter((r) => can(caller, r.environment_id, r.def_dossier_id, "show"))
    .map((r) => ({ content_dossier_id: r.content_dossier_id }));
}

import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import { bypassesChecks } from "../permissions/bypassesChecks";
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

export interface SubscriptionRow {
  content_dossier_id: number;
  def_dossier_id: number;
  summary: string | null;
  archived: boolean;
  /** When the caller began to follow the record. */
  created_at: string;
}

/**
 * GET /contentdossier/subscriptions: the records the caller follows in an environment, newest first,
 * among entities they may still show (a record whose entity they lost stays followed but unlisted).
 */
export async function listSubscriptions(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  search: string | undefined,
  page: PageRequest,
): Promise<{ rows: SubscriptionRow[]; items: number }> {
  await requireEnvironment(db, caller, environmentId);
  const params: unknown[] = [caller.userId, environmentId];
  const where = ["s.user_id = $1", "d.environment_id = $2"];
  if (!bypassesChecks(caller, environmentId)) {
    const entities = await db.query<{ id: number }>("select id from def_dossiers where environment_id = $1", [
      environmentId,
    ]);
    params.push(entities.map((e) => e.id).filter((id) => can(caller, environmentId, id, "show")));
    where.push(`d.def_dossier_id = any($${params.length}::int[])`);
  }
  if (search) {
    params.push(containsPattern(search));
    where.push(`lower(d.summary) like lower($${params.length})`);
  }
  const from = `dossier_subscriptions s join content_dossiers d on d.id = s.content_dossier_id
    where ${where.join(" and ")}`;
  const [count] = await db.query<{ items: number }>(`select count(*)::int as items from ${from}`, params);
  const rows = await db.query<SubscriptionRow>(
    `select s.content_dossier_id, d.def_dossier_id, d.summary, d.archived, s.created_at from ${from}
      order by s.created_at desc, s.id desc limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return {
    rows: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    items: count?.items ?? 0,
  };
}

import type { Database } from "../db/database";
import type { PageRequest } from "../http/pager";
import { dayStart } from "./dossierLogs";

type Queryable = Pick<Database, "query">;

/**
 * What the user activity lists: sign-ins, record views (the change log's 'shown') and exports (the CSV
 * exports noted here, and the documents made of one record, which its change log holds as 'export').
 */
export const ACTIVITY_TYPES = ["login", "shown", "export"] as const;
export type ActivityType = (typeof ACTIVITY_TYPES)[number];

export interface ActivityInput {
  /** None for a sign-in: a session is not tied to one environment. */
  environmentId: number | null;
  userId: number | null;
  username: string | null;
  type: Exclude<ActivityType, "shown">;
  entityId?: number;
  extraData?: Record<string, unknown>;
}

/** Notes a sign-in or an export (record views are written to the change log when a record is read). */
export async function writeActivity(db: Queryable, input: ActivityInput): Promise<void> {
  await db.query(
    `insert into user_activities (environment_id, user_id, username, type, def_dossier_id, extra_data)
     values ($1, $2, $3, $4, $5, $6::jsonb)`,
    [
      input.environmentId,
      input.userId,
      input.username,
      input.type,
      input.entityId ?? null,
      input.extraData ? JSON.stringify(input.extraData) : null,
    ],
  );
}

export interface ActivityRow {
  /** Unique across the two tables the activity is read from: `log-12` (change log), `activity-5`. */
  id: string;
  datetime: string;
  type: ActivityType;
  user_id: number | null;
  username: string | null;
  def_dossier_id: number | null;
  content_dossier_id: number | null;
  extra_data: Record<string, unknown> | null;
}

export interface ActivityFilter {
  environmentId: number;
  userId?: number;
  types?: string[];
  entityId?: number;
  from?: string;
  to?: string;
}

/**
 * A page of an environment's user activity, newest first: its record views, its exports, and the sign-ins
 * of its members.
 */
export async function listActivity(
  db: Queryable,
  filter: ActivityFilter,
  page: PageRequest,
): Promise<{ rows: ActivityRow[]; items: number }> {
  const params: unknown[] = [filter.environmentId];
  const where: string[] = [];
  const add = (value: unknown, condition: (placeholder: string) => string) => {
    params.push(value);
    where.push(condition(`$${params.length}`));
  };
  if (filter.userId !== undefined) add(filter.userId, (p) => `a.user_id = ${p}`);
  if (filter.types && filter.types.length > 0) add(filter.types, (p) => `a.type = any(${p}::text[])`);
  if (filter.entityId !== undefined) add(filter.entityId, (p) => `a.def_dossier_id = ${p}`);
  if (filter.from !== undefined) add(filter.from, (p) => `a.created_at >= ${dayStart(p)}`);
  if (filter.to !== undefined) add(filter.to, (p) => `a.created_at < ${dayStart(`${p}::date + 1`)}`);
  const condition = where.length > 0 ? where.join(" and ") : "true";
  const activity = `(
      select 'log-' || l.id as key, l.id, l.type, l.created_at, l.user_id, l.username,
             l.def_dossier_id, l.content_dossier_id,
             case when l.type = 'export' then l.extra_data end as extra_data
        from dossier_logs l where l.environment_id = $1 and l.type in ('shown', 'export')
      union all
      select 'activity-' || x.id, x.id, x.type, x.created_at, x.user_id, x.username, x.def_dossier_id,
             x.content_dossier_id, x.extra_data
        from user_activities x where x.environment_id = $1 and x.type = 'export'
      union all
      select 'activity-' || x.id, x.id, 'login', x.created_at, x.user_id, x.username, null, null, null
        from user_activities x
       where x.environment_id is null and x.type = 'login'
         and x.user_id in (select m.user_id from environment_users m where m.environment_id = $1)
    ) a`;
  const [count] = await db.query<{ items: number }>(
    `select count(*)::int as items from ${activity} where ${condition}`,
    params,
  );
  const rows = await db.query<ActivityRow & { key: string }>(
    `select a.key, a.created_at as datetime, a.type, a.user_id, coalesce(u.username, a.username) as username,
            a.def_dossier_id, a.content_dossier_id, a.extra_data
       from ${activity} left join users u on u.id = a.user_id
      where ${condition} order by a.created_at desc, a.key desc
      limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return {
    rows: rows.map(({ key, ...row }) => ({
      ...row,
      id: key,
      datetime: new Date(row.datetime).toISOString(),
    })),
    items: count?.items ?? 0,
  };
}

import type { LogType } from "../../schemas";
import { type Database, jsonb } from "../db/database";
import type { PageRequest } from "../http/pager";

type Queryable = Pick<Database, "query">;

/**
 * One changed value: the display item's name, the value before and after (as people read them), and the
 * value key it changed (`f{dataFieldId}`, `l{linkId}`, `m{metadata}`), which decides who may read it. The
 * key is stored, never answered.
 */
export interface LogChange {
  defDisplayItemName: string | null;
  oldValue: unknown;
  newValue: unknown;
  key?: string;
}

export interface LogEntryInput {
  environmentId: number;
  entityId: number;
  recordId: number;
  userId: number | null;
  username: string | null;
  type: LogType;
  changes?: LogChange[];
  extraData?: Record<string, unknown> | null;
}

/** Writes change-log entries (in the caller's transaction, so they share the fate of the change). */
export async function writeLogs(tx: Queryable, entries: readonly LogEntryInput[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.query(
    `insert into dossier_logs (environment_id, def_dossier_id, content_dossier_id, user_id, username, type,
       changes, extra_data)
     select x.environment_id, x.def_dossier_id, x.content_dossier_id, x.user_id, x.username, x.type,
       coalesce(x.changes, '[]'::jsonb), x.extra_data
       from jsonb_to_recordset($1::jsonb) as x(environment_id int, def_dossier_id int, content_dossier_id int,
         user_id int, username text, type text, changes jsonb, extra_data jsonb)`,
    [
      jsonb(
        entries.map((e) => ({
          environment_id: e.environmentId,
          def_dossier_id: e.entityId,
          content_dossier_id: e.recordId,
          user_id: e.userId,
          username: e.username,
          type: e.type,
          changes: e.changes ?? [],
          extra_data: e.extraData ?? null,
        })),
      ),
    ],
  );
}

export interface LogRow {
  id: number;
  datetime: string;
  type: LogType;
  user_id: number | null;
  username: string | null;
  content_dossier_id: number | null;
  def_dossier_id: number | null;
  changes: LogChange[];
  extra_data: Record<string, unknown> | null;
}

export interface LogFilter {
  environmentId: number;
  recordId?: number;
  /** Only entries of records of these entities (the ones the caller may read the log of); all when absent. */
  entityIds?: number[];
  /** Only entries of this entity's records. */
  entityId?: number;
  userId?: number;
  types?: string[];
  /** Only entries written on or after this day, or up to and including this one (YYYY-MM-DD, Amsterdam). */
  from?: string;
  to?: string;
}

/** The start of a day (a YYYY-MM-DD parameter) where the app tells times: Europe/Amsterdam. */
export const dayStart = (placeholder: string) =>
  `((${placeholder})::date::timestamp at time zone 'Europe/Amsterdam')`;

/** A page of log entries, newest first. */
export async function listLogs(
  db: Queryable,
  filter: LogFilter,
  page: PageRequest,
): Promise<{ rows: LogRow[]; items: number }> {
  const params: unknown[] = [filter.environmentId];
  const where = ["l.environment_id = $1"];
  if (filter.recordId !== undefined) {
    params.push(filter.recordId);
    where.push(`l.content_dossier_id = $${params.length}`);
  }
  if (filter.entityIds !== undefined) {
    params.push(filter.entityIds);
    where.push(`l.def_dossier_id = any($${params.length}::int[])`);
  }
  if (filter.entityId !== undefined) {
    params.push(filter.entityId);
    where.push(`l.def_dossier_id = $${params.length}`);
  }
  if (filter.userId !== undefined) {
    params.push(filter.userId);
    where.push(`l.user_id = $${params.length}`);
  }
  if (filter.from !== undefined) {
    params.push(filter.from);
    where.push(`l.created_at >= ${dayStart(`$${params.length}`)}`);
  }
  if (filter.to !== undefined) {
    params.push(filter.to);
    where.push(`l.created_at < ${dayStart(`$${params.length}::date + 1`)}`);
  }
  if (filter.types && filter.types.length > 0) {
    params.push(filter.types);
    where.push(`l.type = any($${params.length}::text[])`);
  }
  const condition = where.join(" and ");
  const [count] = await db.query<{ items: number }>(
    `select count(*)::int as items from dossier_logs l where ${condition}`,
    params,
  );
  const rows = await db.query<LogRow>(
    `select l.id, l.created_at as datetime, l.type, l.user_id, coalesce(u.username, l.username) as username,
       l.content_dossier_id, l.def_dossier_id, l.changes, l.extra_data
       from dossier_logs l left join users u on u.id = l.user_id
      where ${condition} order by l.created_at desc, l.id desc
      limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return {
    rows: rows.map((row) => ({ ...row, datetime: new Date(row.datetime).toISOString() })),
    items: count?.items ?? 0,
  };
}

import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { requireRecord } from "./entityAccess";

export interface FavoriteRow {
  id: number;
  content_dossier_id: number;
  def_dossier_id: number;
  summary: string | null;
  archived: boolean;
  created_at: string;
}

/** Marks a record as one of the caller's favourites (once; a second call changes nothing). */
export async function addFavorite(
  db: Database,
  caller: CallerContext,
  recordId: number,
): Promise<FavoriteRow> {
  const { record } = await requireRecord(db, caller, recordId, "show");
  await db.query(
    `insert into favorites (user_id, environment_id, def_dossier_id, content_dossier_id) values ($1, $2, $3, $4)
     on conflict (user_id, content_dossier_id) do nothing`,
    [caller.userId, record.environment_id, record.def_dossier_id, record.id],
  );
  const [row] = await db.query<FavoriteRow>(
    `select f.id, f.content_dossier_id, f.def_dossier_id, d.summary, d.archived, f.created_at
       from favorites f join content_dossiers d on d.id = f.content_dossier_id
      where f.user_id = $1 and f.content_dossier_id = $2`,
    [caller.userId, record.id],
  );
  return { ...(row as FavoriteRow), created_at: new Date(row?.created_at ?? Date.now()).toISOString() };
}

export async function removeFavorite(db: Database, caller: CallerContext, recordId: number): Promise<void> {
  await requireRecord(db, caller, recordId, "show");
  await db.query("delete from favorites where user_id = $1 and content_dossier_id = $2", [
    caller.userId,
    recordId,
  ]);
}

/** The caller's favourites in an environment, newest first, limited to entities they may still show. */
export async function listFavorites(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  search: string | undefined,
  page: PageRequest,
): Promise<{ rows: FavoriteRow[]; items: number }> {
  await requireEnvironment(db, caller, environmentId);
  const params: unknown[] = [caller.userId, environmentId];
  const where = ["f.user_id = $1", "f.environment_id = $2"];
  if (!bypassesChecks(caller, environmentId)) {
    const entities = await db.query<{ id: number }>("select id from def_dossiers where environment_id = $1", [
      environmentId,
    ]);
    params.push(entities.map((e) => e.id).filter((id) => can(caller, environmentId, id, "show")));
    where.push(`f.def_dossier_id = any($${params.length}::int[])`);
  }
  if (search) {
    params.push(containsPattern(search));
    where.push(`lower(d.summary) like lower($${params.length})`);
  }
  const from = `favorites f join content_dossiers d on d.id = f.content_dossier_id where ${where.join(" and ")}`;
  const [count] = await db.query<{ items: number }>(`select count(*)::int as items from ${from}`, params);
  const rows = await db.query<FavoriteRow>(
    `select f.id, f.content_dossier_id, f.def_dossier_id, d.summary, d.archived, f.created_at from ${from}
      order by f.created_at desc, f.id desc limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return {
    rows: rows.map((r) => ({ ...r, created_at: new Date(r.created_at).toISOString() })),
    items: count?.items ?? 0,
  };
}

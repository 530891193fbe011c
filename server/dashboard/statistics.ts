import { DEFAULT_TIME_ZONE } from "../../engine/query";
import type { Database } from "../db/database";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { type GeoMarker, type GeoMarkersRequest, geoMarkers } from "../records/listing/geoMarkers";

type Queryable = Pick<Database, "query">;

/** How far back the most-active users are counted. */
export const ACTIVE_USERS_DAYS = 30;

/** The active members of an environment; the online ones come from the live socket's presence. */
export async function memberCount(db: Queryable, environmentId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    "select count(*)::int as n from environment_users where environment_id = $1 and active",
    [environmentId],
  );
  return row?.n ?? 0;
}

/** The users with the most record actions (the change log) in the environment over the last 30 days. */
export function activeUsers(
  db: Queryable,
  environmentId: number,
  limit: number,
): Promise<{ username: string; user_id: number; total_count: number }[]> {
  return db.query(
    `select coalesce(u.username, l.username) as username, l.user_id, count(*)::int as total_count
       from dossier_logs l join users u on u.id = l.user_id
      where l.environment_id = $1 and l.created_at > now() - make_interval(days => $2)
      group by 1, 2 order by 3 desc, 1 limit $3`,
    [environmentId, ACTIVE_USERS_DAYS, Math.min(Math.max(1, limit), 200)],
  );
}

export interface WeekdayCount {
  /** ISO weekday, Monday 1 to Sunday 7. */
  created_at: number;
  cd_count: number;
}

/**
 * Records created in the environment per weekday, for the last seven days and the two weeks before them,
 * counted over the entities the caller may open only.
 */
export async function newRecordStatistics(
  db: Queryable,
  caller: CallerContext,
  environmentId: number,
): Promise<{ lastweek: WeekdayCount[]; twoweeks: WeekdayCount[]; threeweeks: WeekdayCount[] }> {
  const entities = await db.query<{ id: number }>("select id from def_dossiers where environment_id = $1", [
    environmentId,
  ]);
  const shown = entities.map((e) => e.id).filter((id) => can(caller, environmentId, id, "show"));
  const rows = await db.query<{ week: number; weekday: number; n: number }>(
    `select ((current_date - (created_at at time zone $3)::date) / 7)::int as week,
            extract(isodow from created_at at time zone $3)::int as weekday, count(*)::int as n
       from content_dossiers
      where environment_id = $1 and def_dossier_id = any($2::int[]) and created_at > now() - interval '21 days'
      group by 1, 2`,
    [environmentId, shown, DEFAULT_TIME_ZONE],
  );
  const week = (index: number) =>
    [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      created_at: weekday,
      cd_count: rows.find((r) => r.week === index && r.weekday === weekday)?.n ?? 0,
    }));
  return { lastweek: week(0), twoweeks: week(1), threeweeks: week(2) };
}

/** The markers of a geomap block. */
export function geomapMarkers(
  db: Database,
  caller: CallerContext,
  request: GeoMarkersRequest,
): Promise<GeoMarker[]> {
  return geoMarkers(db, caller, request);
}

import { QueryError } from "../../engine/query";
import type { QueryData } from "../../schemas";
import type { Database } from "../db/database";
import { build, type Sql } from "../db/sql";
import { badRequest } from "../http/errors";
import { compileSavedQuery } from "./compileSavedQuery";
import { predicateCondition, type SqlFragment } from "./predicateToSql";

export interface QueryFilterContext {
  /** The caller, for "current_user". */
  userId?: number;
  /** The moment "today" and relative dates count from; default now. */
  now?: Date;
  /** IANA time zone for days; default Europe/Amsterdam. */
  timezone?: string;
  /** The alias of content_dossiers in the caller's statement; default `d`. */
  alias?: string;
  /** The parameters the caller's statement holds already; the fragment's are numbered after them. */
  params?: readonly unknown[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The condition a records list adds for `dossierQuery`: the saved query (by uuid or id) of this entity as
 * a SQL condition over `content_dossiers <alias>`. The condition holds the query's own archived filter; it
 * does not restrict the entity. A query that is not the entity's, or that no longer compiles, answers 400
 * {errors: {dossierQuery}}.
 */
export async function savedQueryCondition(
  db: Pick<Database, "query">,
  entityId: number,
  queryUuidOrId: string | number,
  ctx: Omit<QueryFilterContext, "params"> = {},
): Promise<Sql> {
  const key = String(queryUuidOrId).trim();
  const byId = /^\d{1,10}$/.test(key) ? Number(key) : null;
  const byUuid = UUID.test(key) ? key.toLowerCase() : null;
  const [row] =
    byId === null && byUuid === null
      ? []
      : await db.query<{ uuid: string; environment_id: number; data: QueryData }>(
          `select uuid, environment_id, data from dossier_queries
            where def_dossier_id = $1 and (id = $2 or lower(uuid) = $3)`,
          [entityId, byId !== null && byId <= 2_147_483_647 ? byId : null, byUuid],
        );
  if (!row) throw badRequest({ dossierQuery: "This query does not exist for this entity" });
  try {
    const compiled = await compileSavedQuery(
      db,
      row.environment_id,
      { uuid: row.uuid, entityId, data: row.data },
      { now: ctx.now ?? new Date(), userId: ctx.userId, timezone: ctx.timezone },
    );
    return predicateCondition(compiled.predicate, {
      schema: compiled.schema,
      queries: compiled.queries,
      alias: ctx.alias,
    });
  } catch (error) {
    if (error instanceof QueryError) throw badRequest({ dossierQuery: error.message });
    throw error;
  }
}

/** savedQueryCondition as text, its parameters numbered after `ctx.params`. */
export async function queryFilter(
  db: Pick<Database, "query">,
  entityId: number,
  queryUuidOrId: string | number,
  ctx: QueryFilterContext = {},
): Promise<SqlFragment> {
  const { text, values } = build(
    await savedQueryCondition(db, entityId, queryUuidOrId, ctx),
    ctx.params ?? [],
  );
  return { sql: text, params: values };
}

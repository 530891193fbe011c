import { randomUUID } from "node:crypto";
import { QueryError } from "../../engine/query";
import { check, QueryData } from "../../schemas";
import { type Database, jsonb } from "../db/database";
import { type ListQuery, metadataPage } from "../designer/shared/paging";
import { checkUuid } from "../designer/shared/references";
import { listScope } from "../designer/shared/scope";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import { pagerOf } from "../http/pager";
import { containsPattern } from "../http/search";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { compileSavedQuery } from "./compileSavedQuery";

export interface QueryTranslation {
  culture: string;
  search_name?: string | null;
  dashboard_name?: string | null;
}

export interface QueryInput {
  environment?: number;
  defDossier?: number;
  uuid?: string;
  data?: unknown;
  translations?: QueryTranslation[];
}

interface QueryRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  data: QueryData;
  translations: QueryTranslation[];
  created_by_username: string | null;
  created_at: Date;
  modified_by_username: string | null;
  modified_at: Date;
  def_dossier_uuid: string;
  def_dossier_name: string | null;
  def_dossier_translations: unknown[];
}

const SELECT = `select q.id, q.uuid, q.environment_id, q.def_dossier_id, q.data, q.translations,
    cu.username as created_by_username, q.created_at, mu.username as modified_by_username, q.modified_at,
    dd.uuid as def_dossier_uuid, dd.name as def_dossier_name, dd.translations as def_dossier_translations
  from dossier_queries q
  join def_dossiers dd on dd.id = q.def_dossier_id
  left join users cu on cu.id = q.created_by
  left join users mu on mu.id = q.modified_by`;

const byUser = (username: string | null) => (username ? { username } : null);

/** A saved query as the API answers it: the Query schema plus its entity (def_dossier) and audit fields. */
function queryView(row: QueryRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    environment: row.environment_id,
    defDossier: row.def_dossier_id,
    def_dossier: {
      id: row.def_dossier_id,
      uuid: row.def_dossier_uuid,
      name: row.def_dossier_name,
      translations: row.def_dossier_translations,
    },
    data: row.data,
    translations: row.translations,
    created_by: byUser(row.created_by_username),
    created_at: row.created_at,
    modified_by: byUser(row.modified_by_username),
    modified_at: row.modified_at,
  };
}

/** The query, once the caller may read its environment; 404 when there is none. */
async function findQuery(db: Database, ctx: CallerContext, id: number): Promise<QueryRow> {
  const [row] = await db.query<QueryRow>(`${SELECT} where q.id = $1`, [id]);
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  return row;
}

/** Super admins, the environment's admins and holders of kedo.querybuilder write queries. */
export function requireQueryBuilder(ctx: CallerContext, environmentId: number): void {
  if (!hasAdminCredential(ctx, environmentId, "kedo.querybuilder")) throw forbidden();
}

/** GET /dossierquery: the queries of an environment or an entity, by uuid or by a text in their names. */
export async function listQueries(db: Database, ctx: CallerContext, query: ListQuery) {
  const scope = await listScope(db, ctx, query);
  const page = metadataPage(query);
  const search = query.search?.trim();
  const where = `q.environment_id = $1 and ($2::int is null or q.def_dossier_id = $2)
    and ($3::text is null or q.uuid = $3)
    and ($4::text is null or exists (
      select 1 from jsonb_array_elements(case when jsonb_typeof(q.translations) = 'array' then q.translations
        else '[]'::jsonb end) t
       where t->>'search_name' ilike $4 or t->>'dashboard_name' ilike $4))`;
  const params = [
    scope.environmentId,
    scope.entityId,
    query.uuid ?? null,
    search ? containsPattern(search) : null,
  ];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from dossier_queries q where ${where}`,
    params,
  );
  const rows = await db.query<QueryRow>(
    `${SELECT} where ${where} order by q.def_dossier_id, q.id limit $5 offset $6`,
    [...params, page.limit, page.offset],
  );
  return { results: rows.map(queryView), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /dossierquery/{id}. */
export async function getQuery(db: Database, ctx: CallerContext, id: number) {
  return queryView(await findQuery(db, ctx, id));
}

/**
 * Whether the data is a query the engine can run on the entity: it fits the Query schema, and it compiles
 * (fields and links of the entity, operators their types take, constants those operators read, other
 * queries that exist and do not lead back to this one). The reason goes under `data`.
 */
export async function checkData(
  db: Database,
  ctx: CallerContext,
  errors: FieldErrors,
  environmentId: number,
  query: { uuid: string; entityId: number; data: unknown },
): Promise<QueryData | undefined> {
  const checked = check(QueryData, query.data);
  if (!checked.ok) {
    errors.data = checked.issues
      .map((i) => `${i.path === "/" ? "data" : `data${i.path}`} ${i.message}`)
      .join("; ");
    return undefined;
  }
  try {
    await compileSavedQuery(
      db,
      environmentId,
      { uuid: query.uuid, entityId: query.entityId, data: checked.value },
      { now: new Date(), userId: ctx.userId },
      { strict: true },
    );
  } catch (error) {
    if (!(error instanceof QueryError)) throw error;
    errors.data = error.message;
    return undefined;
  }
  return checked.value;
}

/** The entity a query is for, in the environment the caller names (when named); 400 otherwise. */
export async function entityOf(
  db: Database,
  errors: FieldErrors,
  entityId: number,
  environmentId: number,
): Promise<number | undefined> {
  const [entity] = await db.query<{ id: number }>(
    "select id from def_dossiers where id = $1 and environment_id = $2",
    [entityId, environmentId],
  );
  if (!entity) errors.defDossier = INVALID;
  return entity?.id;
}

/** POST /dossierquery {environment, defDossier, data, translations, uuid?}. */
export async function createQuery(
  db: Database,
  ctx: CallerContext,
  input: QueryInput & { environment: number; defDossier: number },
) {
  await requireEnvironment(db, ctx, input.environment);
  requireQueryBuilder(ctx, input.environment);
  const errors: FieldErrors = {};
  const entityId = await entityOf(db, errors, input.defDossier, input.environment);
  await checkUuid(db, errors, "dossier_queries", input.environment, input.uuid);
  const uuid = input.uuid ?? randomUUID();
  const data =
    entityId === undefined
      ? undefined
      : await checkData(db, ctx, errors, input.environment, { uuid, entityId, data: input.data });
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number; uuid: string }>(
    `insert into dossier_queries (uuid, environment_id, def_dossier_id, data, translations, created_by, modified_by)
     values ($1, $2, $3, $4::jsonb, $5::jsonb, $6, $6) returning id, uuid`,
    [uuid, input.environment, entityId, jsonb(data), jsonb(input.translations ?? []), ctx.userId],
  );
  return created;
}

/**
 * PATCH /dossierquery/{id}: any of defDossier, data and translations. A query stays in its environment;
 * its data is checked again against the entity it ends up on.
 */
export async function updateQuery(
  db: Database,
  ctx: CallerContext,
  id: number,
  input: Omit<QueryInput, "uuid">,
) {
  const row = await findQuery(db, ctx, id);
  if (input.environment !== undefined && input.environment !== row.environment_id) {
    await requireEnvironment(db, ctx, input.environment);
  }
  requireQueryBuilder(ctx, row.environment_id);
  const errors: FieldErrors = {};
  if (input.environment !== undefined && input.environment !== row.environment_id)
    errors.environment = INVALID;
  const entityId =
    input.defDossier === undefined
      ? row.def_dossier_id
      : await entityOf(db, errors, input.defDossier, row.environment_id);
  const changesData = input.data !== undefined || (entityId !== undefined && entityId !== row.def_dossier_id);
  const data =
    changesData && entityId !== undefined
      ? await checkData(db, ctx, errors, row.environment_id, {
          uuid: row.uuid,
          entityId,
          data: input.data ?? row.data,
        })
      : undefined;
  assertNoErrors(errors);
  await db.query(
    `update dossier_queries set def_dossier_id = $2, data = coalesce($3::jsonb, data),
       translations = coalesce($4::jsonb, translations), modified_by = $5, modified_at = now()
     where id = $1`,
    [
      id,
      entityId,
      data === undefined ? null : jsonb(data),
      input.translations === undefined ? null : jsonb(input.translations),
      ctx.userId,
    ],
  );
  return getQuery(db, ctx, id);
}

/** DELETE /dossierquery/{id}. Blocks showing it keep their place without a query; other queries naming it match nothing. */
export async function deleteQuery(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await findQuery(db, ctx, id);
  requireQueryBuilder(ctx, row.environment_id);
  await db.query("delete from dossier_queries where id = $1", [id]);
}

import type { EntityCreate, EntityPatch } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { assertNoErrors, type FieldErrors, forbidden } from "../../http/errors";
import { pagerOf } from "../../http/pager";
import { containsPattern } from "../../http/search";
import { ENTITY_COLUMNS, type EntityRow, entityRead } from "../../metadata/readForms";
import { bypassesChecks } from "../../permissions/bypassesChecks";
import type { CallerContext } from "../../permissions/callerContext";
import { entityCredentials } from "../../permissions/entityCredentials";
import { syncEntityTable } from "../../records/storage/entityTables";
import { checkEntitySettings } from "../shared/entitySettings";
import { linkName } from "../shared/names";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkIds, checkUuid } from "../shared/references";
import { checkEnvironment, listScope, requireDesigner, requireRow } from "../shared/scope";

interface Row extends EntityRow {
  description: string | null;
  created_at: Date;
  modified_at: Date;
}

const SELECT = `select ${ENTITY_COLUMNS}, d.description, d.created_at, d.modified_at from def_dossiers d`;

/** The entity as the API answers it: the bundle's read form plus what the caller may do with its records. */
function entityView(ctx: CallerContext, row: Row) {
  return {
    ...entityRead(row),
    description: row.description,
    visibility_roles: row.visibility_roles,
    custom_credentials: row.custom_credentials,
    credentials: entityCredentials(ctx, row.environment_id, row.id, row.custom_credentials),
    created_at: new Date(row.created_at).toISOString(),
    modified_at: new Date(row.modified_at).toISOString(),
  };
}

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<Row>(db, ctx, `${SELECT} where d.id = $1`, id);

export type EntityListQuery = ListQuery & { type?: string };

/** GET /defdossier: the environment's entities by rank, found by name or uuid, with the caller's credentials. */
export async function listEntities(db: Database, ctx: CallerContext, query: EntityListQuery) {
  const scope = await listScope(db, ctx, { environment: query.environment });
  const page = metadataPage(query);
  const pattern = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  const where = `d.environment_id = $1 and ($2::text is null or d.uuid = $2) and ($3::text is null or d.type = $3)
    and ($4::text is null or d.name ilike $4 or exists (
      select 1 from jsonb_array_elements(d.translations) t
       where t->>'name_singular' ilike $4 or t->>'name_plural' ilike $4))`;
  const params = [scope.environmentId, query.uuid ?? null, query.type ?? null, pattern];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from def_dossiers d where ${where}`,
    params,
  );
  const rows = await db.query<Row>(`${SELECT} where ${where} order by d.rank, d.id limit $5 offset $6`, [
    ...params,
    page.limit,
    page.offset,
  ]);
  return { results: rows.map((row) => entityView(ctx, row)), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /defdossier/{id}. */
export async function getEntity(db: Database, ctx: CallerContext, id: number) {
  return entityView(ctx, await find(db, ctx, id));
}

/** What an entity write names must exist in its environment: roles, uuid, and what its settings refer to. */
async function checkEntity(
  db: Database,
  errors: FieldErrors,
  environmentId: number,
  entityId: number | null,
  input: EntityPatch,
): Promise<void> {
  await checkUuid(db, errors, "def_dossiers", environmentId, input.uuid, entityId ?? 0);
  await checkIds(db, errors, "visibility_roles", "roles", environmentId, input.visibility_roles);
  if (input.settings) await checkEntitySettings(db, errors, environmentId, entityId, input.settings);
}

async function writeVisibilityRoles(db: Database, entityId: number, roles: readonly number[]): Promise<void> {
  await db.query("delete from def_dossier_visibility_roles where def_dossier_id = $1", [entityId]);
  await db.query(
    `insert into def_dossier_visibility_roles (def_dossier_id, role_id)
     select $1, r from unnest($2::int[]) as r on conflict do nothing`,
    [entityId, [...roles]],
  );
}

/** The internal name of a new entity without one: its singular name, reduced as link names are. */
function derivedName(input: EntityCreate): string | null {
  const named = input.name?.trim() || input.translations[0]?.name_singular || "";
  return linkName(named).toLowerCase() || null;
}

/** POST /defdossier: only environment and super admins add an entity (spec 1-platform section 6). */
export async function createEntity(db: Database, ctx: CallerContext, input: EntityCreate) {
  await requireDesigner(db, ctx, input.environment, "defdossier");
  if (!bypassesChecks(ctx, input.environment)) throw forbidden();
  const errors: FieldErrors = {};
  await checkEntity(db, errors, input.environment, null, input);
  assertNoErrors(errors);
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: number; uuid: string }>(
      `insert into def_dossiers (environment_id, uuid, name, description, type, rank, archiveable,
         disable_immediate_search, translations, settings, created_by, modified_by)
       values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5,
         coalesce($6, (select coalesce(max(rank) + 1, 0) from def_dossiers where environment_id = $1)),
         $7, $8, $9::jsonb, $10::jsonb, $11, $11)
       returning id, uuid`,
      [
        input.environment,
        input.uuid ?? null,
        derivedName(input),
        input.description ?? null,
        input.type ?? "main",
        input.rank ?? null,
        input.archiveable ?? false,
        input.disable_immediate_search ?? false,
        jsonb(input.translations),
        jsonb(input.settings ?? {}),
        ctx.userId,
      ],
    );
    if (!created) throw new Error("The entity was not stored");
    await syncEntityTable(tx, created.id);
    if (input.visibility_roles) await writeVisibilityRoles(tx, created.id, input.visibility_roles);
    return created;
  });
}

/**
 * PATCH /defdossier/{id}: any part of the create body. Settings are merged key by key into the stored ones,
 * so the conditions page and the layout settings can each save their own part.
 */
export async function updateEntity(db: Database, ctx: CallerContext, id: number, input: EntityPatch) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "defdossier");
  const errors: FieldErrors = {};
  checkEnvironment(errors, input.environment, row.environment_id);
  await checkEntity(db, errors, row.environment_id, id, input);
  assertNoErrors(errors);
  const has = (key: keyof EntityPatch) => input[key] !== undefined;
  await db.transaction(async (tx) => {
    await tx.query(
      `update def_dossiers set
         uuid = coalesce($2, uuid),
         name = case when $3 then $4 else name end,
         description = case when $5 then $6 else description end,
         type = coalesce($7, type),
         rank = coalesce($8, rank),
         archiveable = coalesce($9, archiveable),
         disable_immediate_search = coalesce($10, disable_immediate_search),
         translations = coalesce($11::jsonb, translations),
         settings = case when $12::jsonb is null then settings else settings || $12::jsonb end,
         modified_by = $13, modified_at = now()
       where id = $1`,
      [
        id,
        input.uuid ?? null,
        has("name"),
        input.name?.trim() || null,
        has("description"),
        input.description ?? null,
        input.type ?? null,
        input.rank ?? null,
        input.archiveable ?? null,
        input.disable_immediate_search ?? null,
        has("translations") ? jsonb(input.translations) : null,
        input.settings ? jsonb(input.settings) : null,
        ctx.userId,
      ],
    );
    if (input.visibility_roles) await writeVisibilityRoles(tx, id, input.visibility_roles);
  });
  return getEntity(db, ctx, id);
}

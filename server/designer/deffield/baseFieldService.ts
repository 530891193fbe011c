import { isBaseFieldType } from "../../../engine";
import type { BaseField, BaseFieldSettings } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { assertNoErrors, badRequest, type FieldErrors } from "../../http/errors";
import { UNKNOWN_FIELD_TYPE } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { containsPattern } from "../../http/search";
import { optionsByField } from "../../metadata/loadBundle";
import { BASE_FIELD_COLUMNS, type BaseFieldRow, baseFieldRead } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkUuid } from "../shared/references";
import { listScope, requireDesigner, requireRow } from "../shared/scope";

const FOREIGN_KEY_VIOLATION = "23503";

export const PLACED_FIELD = "You cannot delete a placed field";
export const USED_FIELD_TYPE = "The type of a used base field cannot be changed";

interface Row extends BaseFieldRow {
  placements: number;
}

const SELECT = `select ${BASE_FIELD_COLUMNS},
  (select count(*)::int from def_dossier_def_fields where def_field_id = f.id) as placements
  from def_fields f`;

/** A base field with its options and whether it is placed (then its type is locked and it cannot go). */
async function readAll(db: Database, rows: Row[]): Promise<(BaseField & { used: boolean })[]> {
  const options = await optionsByField(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    ...baseFieldRead(row, options.get(row.id) ?? []),
    used: row.placements > 0,
  }));
}

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<Row>(db, ctx, `${SELECT} where f.id = $1`, id);

/** GET /deffield: by environment (and uuid, type or name search); any member may read. */
export async function listBaseFields(db: Database, ctx: CallerContext, query: ListQuery & { type?: string }) {
  const scope = await listScope(db, ctx, { environment: query.environment });
  const page = metadataPage(query);
  const pattern = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  const where = `f.environment_id = $1 and ($2::text is null or f.uuid = $2) and ($3::text is null or f.type = $3)
    and ($4::text is null or f.name ilike $4)`;
  const params = [scope.environmentId, query.uuid ?? null, query.type ?? null, pattern];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from def_fields f where ${where}`,
    params,
  );
  const rows = await db.query<Row>(
    `${SELECT} where ${where} order by lower(f.name), f.id limit $5 offset $6`,
    [...params, page.limit, page.offset],
  );
  return { results: await readAll(db, rows), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /deffield/{id}: with its options and where it is placed (the Info tab). */
export async function getBaseField(db: Database, ctx: CallerContext, id: number) {
  const row = await find(db, ctx, id);
  const [field] = await readAll(db, [row]);
  const usage = await db.query<{ id: number; uuid: string; name: string; def_dossier_id: number }>(
    "select id, uuid, name, def_dossier_id from def_dossier_def_fields where def_field_id = $1 order by id",
    [id],
  );
  return { ...field, usage };
}

export interface BaseFieldInput {
  name: string;
  type: string;
  environment: number;
  uuid?: string;
  settings?: BaseFieldSettings | null;
}

/** POST /deffield {name, type, environment, uuid?, settings?}. */
export async function createBaseField(db: Database, ctx: CallerContext, input: BaseFieldInput) {
  await requireDesigner(db, ctx, input.environment, "deffield");
  const errors: FieldErrors = {};
  if (!isBaseFieldType(input.type)) errors.type = UNKNOWN_FIELD_TYPE;
  await checkUuid(db, errors, "def_fields", input.environment, input.uuid);
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number; uuid: string }>(
    `insert into def_fields (environment_id, uuid, name, type, settings, created_by, modified_by)
     values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5::jsonb, $6, $6) returning id, uuid`,
    [
      input.environment,
      input.uuid ?? null,
      input.name.trim(),
      input.type,
      jsonb(input.settings ?? {}),
      ctx.userId,
    ],
  );
  return created;
}

export interface BaseFieldChanges {
  name?: string;
  type?: string;
  settings?: BaseFieldSettings | null;
}

/** PATCH /deffield/{id} {name?, settings?, type?}: a placed base field keeps its type. */
export async function updateBaseField(
  db: Database,
  ctx: CallerContext,
  id: number,
  changes: BaseFieldChanges,
) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "deffield");
  if (changes.type !== undefined && changes.type !== row.type && !isBaseFieldType(changes.type))
    throw badRequest({ type: UNKNOWN_FIELD_TYPE });
  if (changes.type !== undefined && changes.type !== row.type && row.placements > 0) {
    throw badRequest({ type: USED_FIELD_TYPE });
  }
  await db.query(
    `update def_fields set name = coalesce($2, name), type = coalesce($3, type),
       settings = coalesce($4::jsonb, settings), modified_by = $5, modified_at = now() where id = $1`,
    [
      id,
      changes.name?.trim() ?? null,
      changes.type ?? null,
      changes.settings === undefined ? null : jsonb(changes.settings ?? {}),
      ctx.userId,
    ],
  );
  return getBaseField(db, ctx, id);
}

/** DELETE /deffield/{id}: only while no entity places it; its options go with it. */
export async function deleteBaseField(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "deffield");
  const [placed] = await db.query<{ n: number }>(
    "select count(*)::int as n from def_dossier_def_fields where def_field_id = $1",
    [id],
  );
  const refuse = () => badRequest({ defField: PLACED_FIELD }, { message: PLACED_FIELD });
  if ((placed?.n ?? 0) > 0) throw refuse();
  try {
    await db.query("delete from def_fields where id = $1", [id]);
  } catch (error) {
    // Placed meanwhile: the foreign key refuses the delete.
    if ((error as { code?: string }).code === FOREIGN_KEY_VIOLATION) throw refuse();
    throw error;
  }
}

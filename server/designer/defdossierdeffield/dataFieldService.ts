import type { DataFieldCreate, DataFieldUpdate } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { assertNoErrors, type FieldErrors } from "../../http/errors";
import { INVALID, REQUIRED } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { containsPattern } from "../../http/search";
import { optionsByField } from "../../metadata/loadBundle";
import { type BaseFieldRow, type DataFieldRow, dataFieldRead } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { holdsValues, syncEntityTable } from "../../records/storage/entityTables";
import { USED_FIELD_TYPE } from "../deffield/baseFieldService";
import { pruneEntitySettings } from "../shared/entitySettings";
import { dataFieldName } from "../shared/names";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkFieldName, checkUuid } from "../shared/references";
import { checkEnvironment, entityOf, listScope, requireDesigner, requireRow } from "../shared/scope";

interface Row extends DataFieldRow {
  environment_id: number;
  def_dossier_id: number;
}

const SELECT = `select df.id, df.uuid, df.environment_id, df.def_dossier_id, df.name, df.obligatory, df.locked,
  df.settings, jsonb_build_object('id', f.id, 'uuid', f.uuid, 'environment_id', f.environment_id,
    'name', f.name, 'type', f.type, 'settings', f.settings) as def_field
  from def_dossier_def_fields df join def_fields f on f.id = df.def_field_id`;

async function readAll(db: Database, rows: Row[]) {
  const options = await optionsByField(db, [...new Set(rows.map((r) => r.def_field.id))]);
  return rows.map((row) => ({
    ...dataFieldRead(row, options.get(row.def_field.id) ?? []),
    settings: row.settings,
    def_dossier_id: row.def_dossier_id,
    environment: row.environment_id,
  }));
}

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<Row>(db, ctx, `${SELECT} where df.id = $1`, id);

export type DataFieldListQuery = ListQuery & { defField?: number; type?: string };

/** GET /defdossierdeffield: an entity's data fields (or an environment's), by uuid, base field, type or name. */
export async function listDataFields(db: Database, ctx: CallerContext, query: DataFieldListQuery) {
  const scope = await listScope(db, ctx, query);
  const page = metadataPage(query);
  const pattern = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  const where = `df.environment_id = $1 and ($2::int is null or df.def_dossier_id = $2)
    and ($3::text is null or df.uuid = $3) and ($4::int is null or df.def_field_id = $4)
    and ($5::text is null or f.type = $5) and ($6::text is null or df.name ilike $6)`;
  const params = [
    scope.environmentId,
    scope.entityId,
    query.uuid ?? null,
    query.defField ?? null,
    query.type ?? null,
    pattern,
  ];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from def_dossier_def_fields df join def_fields f on f.id = df.def_field_id
      where ${where}`,
    params,
  );
  const rows = await db.query<Row>(
    `${SELECT} where ${where} order by df.def_dossier_id, df.id limit $7 offset $8`,
    [...params, page.limit, page.offset],
  );
  return { results: await readAll(db, rows), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /defdossierdeffield/{id}. */
export async function getDataField(db: Database, ctx: CallerContext, id: number) {
  const [field] = await readAll(db, [await find(db, ctx, id)]);
  return field;
}

async function baseFieldIn(
  db: Database,
  environmentId: number,
  id: number,
): Promise<BaseFieldRow | undefined> {
  const [field] = await db.query<BaseFieldRow>(
    "select id, uuid, environment_id, name, type, settings from def_fields where id = $1 and environment_id = $2",
    [id, environmentId],
  );
  return field;
}

/** POST /defdossierdeffield: places a base field on an entity under a sanitised name. */
export async function createDataField(db: Database, ctx: CallerContext, input: DataFieldCreate) {
  const entity = await entityOf(db, ctx, input.defDossier, "defdossierdeffield");
  const errors: FieldErrors = {};
  checkEnvironment(errors, input.environment, entity.environment_id);
  if (!(await baseFieldIn(db, entity.environment_id, input.defField))) errors.defField = INVALID;
  const name = dataFieldName(input.name);
  await checkFieldName(db, errors, entity.id, name);
  await checkUuid(db, errors, "def_dossier_def_fields", entity.environment_id, input.uuid);
  assertNoErrors(errors);
  return db.transaction(async (tx) => {
    const [created] = await tx.query<{ id: number; uuid: string; name: string }>(
      `insert into def_dossier_def_fields (environment_id, uuid, def_dossier_id, def_field_id, name, obligatory,
       locked, settings, created_by, modified_by)
     values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5, $6, $7, $8::jsonb, $9, $9)
     returning id, uuid, name`,
      [
        entity.environment_id,
        input.uuid ?? null,
        entity.id,
        input.defField,
        name,
        input.obligatory ?? false,
        input.locked ?? false,
        jsonb(input.settings ?? {}),
        ctx.userId,
      ],
    );
    await syncEntityTable(tx, entity.id);
    return created;
  });
}

/**
 * PUT /defdossierdeffield/{id}: the create body with id and uuid, or only defField to move the placement to
 * another base field (a copy made by duplicating). Values already saved keep their meaning only under a base
 * field of the same type, so a data field that holds values cannot change type.
 */
/**
 * PUT /defdossierdeffield/{id} (defField required) and PATCH (any part; the base field stays unless named).
 */
export async function updateDataField(
  db: Database,
  ctx: CallerContext,
  id: number,
  changes: Omit<DataFieldUpdate, "defField"> & { defField?: number },
) {
  const row = await find(db, ctx, id);
  const input = { ...changes, defField: changes.defField ?? row.def_field.id };
  await requireDesigner(db, ctx, row.environment_id, "defdossierdeffield");
  const errors: FieldErrors = {};
  if (input.id !== undefined && input.id !== id) errors.id = INVALID;
  if (input.defDossier !== undefined && input.defDossier !== row.def_dossier_id) errors.defDossier = INVALID;
  checkEnvironment(errors, input.environment, row.environment_id);
  const field = await baseFieldIn(db, row.environment_id, input.defField);
  if (!field) errors.defField = INVALID;
  else if (field.type !== row.def_field.type) {
    if (await holdsValues(db, row.def_dossier_id, id)) errors.defField = USED_FIELD_TYPE;
  }
  const name = input.name === undefined ? undefined : dataFieldName(input.name);
  if (name !== undefined) await checkFieldName(db, errors, row.def_dossier_id, name, { dataField: id });
  if (name === "") errors.name = REQUIRED;
  await checkUuid(db, errors, "def_dossier_def_fields", row.environment_id, input.uuid, id);
  assertNoErrors(errors);
  await db.transaction(async (tx) => {
    await tx.query(
      `update def_dossier_def_fields set
       uuid = coalesce($2, uuid), def_field_id = $3, name = coalesce($4, name),
       obligatory = coalesce($5, obligatory), locked = coalesce($6, locked),
       settings = coalesce($7::jsonb, settings), modified_by = $8, modified_at = now()
     where id = $1`,
      [
        id,
        input.uuid ?? null,
        input.defField,
        name ?? null,
        input.obligatory ?? null,
        input.locked ?? null,
        input.settings === undefined ? null : jsonb(input.settings ?? {}),
        ctx.userId,
      ],
    );
    await syncEntityTable(tx, row.def_dossier_id);
  });
  return getDataField(db, ctx, id);
}

/** DELETE /defdossierdeffield/{id}: the placement, its display items and the values saved in it. */
export async function deleteDataField(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "defdossierdeffield");
  await db.transaction(async (tx) => {
    const items = await tx.query<{ id: number }>(
      "select id from display_items where def_dossier_def_field_id = $1",
      [id],
    );
    await pruneEntitySettings(
      tx,
      row.environment_id,
      items.map((i) => i.id),
    );
    await tx.query("delete from def_dossier_def_fields where id = $1", [id]);
    await syncEntityTable(tx, row.def_dossier_id);
  });
}

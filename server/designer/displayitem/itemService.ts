import type { DisplayItemWrite } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { assertNoErrors, type FieldErrors } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { readItems } from "../../metadata/loadBundle";
import { ITEM_COLUMNS, ITEM_FROM, ITEM_ORDER, type ItemRow } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { syncEntityTable } from "../../records/storage/entityTables";
import { pruneEntitySettings } from "../shared/entitySettings";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkIds, checkUuid } from "../shared/references";
import { checkEnvironment, entityOf, listScope, requireDesigner, requireRow } from "../shared/scope";
import { chooseFieldErrors } from "./chooseField";

/** Where a new item lands without saying: col 1, rowspan 12, colspan 4, after the last of its view. */
export const ITEM_DEFAULTS = { col: 1, rowspan: 12, colspan: 4 } as const;

const SELECT = `select ${ITEM_COLUMNS} from ${ITEM_FROM}`;

/** Items in read form, with where they sit and their environment (the editor needs both). */
async function readAll(db: Database, rows: ItemRow[]) {
  const items = await readItems(db, rows);
  return items.map((item, index) => ({
    ...item,
    display_position_id: rows[index]?.display_position_id ?? null,
    environment: rows[index]?.environment_id,
  }));
}

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<ItemRow>(db, ctx, `${SELECT} where di.id = $1`, id);

export type ItemListQuery = ListQuery & { view?: string; displayPosition?: number };

/** GET /displayitem: an entity's items (or an environment's, by uuid), by view and position, in rank and col order. */
export async function listItems(db: Database, ctx: CallerContext, query: ItemListQuery) {
  const scope = await listScope(db, ctx, query);
  const page = metadataPage(query);
  const where = `di.environment_id = $1 and ($2::int is null or di.def_dossier_id = $2)
    and ($3::text is null or di.uuid = $3) and ($4::text is null or di.view = $4)
    and ($5::int is null or di.display_position_id = $5)`;
  const params = [
    scope.environmentId,
    scope.entityId,
    query.uuid ?? null,
    query.view ?? null,
    query.displayPosition ?? null,
  ];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from display_items di where ${where}`,
    params,
  );
  const rows = await db.query<ItemRow>(
    `${SELECT} where ${where} order by di.def_dossier_id, ${ITEM_ORDER} limit $6 offset $7`,
    [...params, page.limit, page.offset],
  );
  return { results: await readAll(db, rows), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /displayitem/{id}. */
export async function getItem(db: Database, ctx: CallerContext, id: number) {
  const [item] = await readAll(db, [await find(db, ctx, id)]);
  return item;
}

export type ItemInput = Partial<DisplayItemWrite>;

/** What an item names must be its entity's (data field, link, position) or its environment's (roles, query). */
async function checkItem(
  db: Database,
  errors: FieldErrors,
  entity: { id: number; environment_id: number },
  input: ItemInput,
  itemId = 0,
): Promise<void> {
  const env = entity.environment_id;
  checkEnvironment(errors, input.environment, env);
  if (input.defDossier !== undefined && input.defDossier !== entity.id) errors.defDossier = INVALID;
  if (input.defDossierDefField != null) {
    await checkIds(
      db,
      errors,
      "defDossierDefField",
      "def_dossier_def_fields",
      env,
      [input.defDossierDefField],
      entity.id,
    );
  }
  if (input.defDossierLink != null) {
    await checkIds(db, errors, "defDossierLink", "def_dossier_links", env, [input.defDossierLink], entity.id);
  }
  if (input.displayPosition != null) {
    await checkIds(
      db,
      errors,
      "displayPosition",
      "display_positions",
      env,
      [input.displayPosition],
      entity.id,
    );
  }
  await checkIds(db, errors, "roles", "roles", env, input.roles);
  const query = input.settings?.condition_query;
  if (query != null && query !== "") {
    const found = await db.query(
      "select 1 from dossier_queries where environment_id = $1 and (id::text = $2 or uuid = $2)",
      [env, String(query)],
    );
    if (found.length === 0) errors["settings.condition_query"] = INVALID;
  }
  await checkUuid(db, errors, "display_items", env, input.uuid, itemId);
}

/** The entity's main content position, made (named after the entity) when it has none yet. */
async function mainPosition(db: Database, entity: { id: number; environment_id: number }): Promise<number> {
  const [existing] = await db.query<{ id: number }>(
    `select id from display_positions where def_dossier_id = $1 order by (type = 'main_content') desc, rank, id limit 1`,
    [entity.id],
  );
  if (existing) return existing.id;
  const [created] = await db.query<{ id: number }>(
    `insert into display_positions (environment_id, def_dossier_id, type, rank, translations)
     select $1, d.id, 'main_content', 0,
       coalesce((select jsonb_agg(jsonb_build_object('culture', t->>'culture', 'name_plural', t->>'name_singular'))
                   from jsonb_array_elements(d.translations) t), '[]'::jsonb)
       from def_dossiers d where d.id = $2
     returning id`,
    [entity.environment_id, entity.id],
  );
  if (!created) throw new Error("The main content position was not stored");
  return created.id;
}

async function writeRoles(db: Database, itemId: number, roles: readonly number[]): Promise<void> {
  await db.query("delete from display_item_roles where display_item_id = $1", [itemId]);
  await db.query(
    `insert into display_item_roles (display_item_id, role_id) select $1, r from unnest($2::int[]) as r
     on conflict do nothing`,
    [itemId, [...roles]],
  );
}

/**
 * POST /displayitem: col 1, rowspan 12 and colspan 4 unless given, rank after the last item of its view in
 * its position; without a position it goes into the entity's main content.
 */
export async function createItem(db: Database, ctx: CallerContext, input: DisplayItemWrite) {
  const entity = await entityOf(db, ctx, input.defDossier, "displayitem");
  const errors = chooseFieldErrors(input);
  await checkItem(db, errors, entity, input);
  assertNoErrors(errors);
  return db.transaction(async (tx) => {
    const position = input.displayPosition ?? (await mainPosition(tx, entity));
    const [created] = await tx.query<{ id: number; uuid: string }>(
      `insert into display_items (environment_id, uuid, def_dossier_id, display_position_id, def_dossier_def_field_id,
         def_dossier_link_id, view, rank, col, colspan, rowspan, permissions_type, translations, settings,
         created_by, modified_by)
       values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5, $6, $7,
         coalesce($8, (select coalesce(max(rank) + 1, 0) from display_items
                        where def_dossier_id = $3 and view = $7 and display_position_id = $4)),
         $9, $10, $11, $12, $13::jsonb, $14::jsonb, $15, $15)
       returning id, uuid`,
      [
        entity.environment_id,
        input.uuid ?? null,
        entity.id,
        position,
        input.defDossierDefField ?? null,
        input.defDossierLink ?? null,
        input.view.trim(),
        input.rank ?? null,
        input.col ?? ITEM_DEFAULTS.col,
        input.colspan ?? ITEM_DEFAULTS.colspan,
        input.rowspan ?? ITEM_DEFAULTS.rowspan,
        input.permissions_type || null,
        jsonb(input.translations ?? []),
        jsonb(input.settings ?? {}),
        ctx.userId,
      ],
    );
    if (!created) throw new Error("The display item was not stored");
    if (input.roles) await writeRoles(tx, created.id, input.roles);
    await syncEntityTable(tx, entity.id);
    return created;
  });
}

/** PATCH /displayitem/{id}: the create body, whole or in part; the result must still show something. */
export async function updateItem(db: Database, ctx: CallerContext, id: number, input: ItemInput) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "displayitem");
  const has = (key: keyof ItemInput) => input[key] !== undefined;
  const errors = chooseFieldErrors({
    defDossierDefField: has("defDossierDefField") ? input.defDossierDefField : (row.data_field?.id ?? null),
    defDossierLink: has("defDossierLink") ? input.defDossierLink : (row.link?.id ?? null),
    settings: has("settings") ? input.settings : row.settings,
  });
  await checkItem(db, errors, { id: row.def_dossier_id, environment_id: row.environment_id }, input, id);
  assertNoErrors(errors);
  await db.transaction(async (tx) => {
    await tx.query(
      `update display_items set
         uuid = coalesce($2, uuid),
         display_position_id = case when $3 then $4 else display_position_id end,
         def_dossier_def_field_id = case when $5 then $6 else def_dossier_def_field_id end,
         def_dossier_link_id = case when $7 then $8 else def_dossier_link_id end,
         view = coalesce($9, view), rank = coalesce($10, rank), col = coalesce($11, col),
         colspan = coalesce($12, colspan), rowspan = coalesce($13, rowspan),
         permissions_type = case when $14 then $15 else permissions_type end,
         translations = coalesce($16::jsonb, translations), settings = coalesce($17::jsonb, settings),
         modified_by = $18, modified_at = now()
       where id = $1`,
      [
        id,
        input.uuid ?? null,
        input.displayPosition != null,
        input.displayPosition ?? null,
        has("defDossierDefField"),
        input.defDossierDefField ?? null,
        has("defDossierLink"),
        input.defDossierLink ?? null,
        input.view?.trim() ?? null,
        input.rank ?? null,
        input.col ?? null,
        input.colspan ?? null,
        input.rowspan ?? null,
        has("permissions_type"),
        input.permissions_type || null,
        has("translations") ? jsonb(input.translations) : null,
        has("settings") ? jsonb(input.settings ?? {}) : null,
        ctx.userId,
      ],
    );
    if (input.roles) await writeRoles(tx, id, input.roles);
    await syncEntityTable(tx, row.def_dossier_id);
  });
  return getItem(db, ctx, id);
}

/** DELETE /displayitem/{id}: the item, and the entity settings that named it. */
export async function deleteItem(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "displayitem");
  await db.transaction(async (tx) => {
    await pruneEntitySettings(tx, row.environment_id, [id]);
    await tx.query("delete from display_items where id = $1", [id]);
    await syncEntityTable(tx, row.def_dossier_id);
  });
}

import { VIEW_MODES } from "../../../schemas";
import type { Database } from "../../db/database";
import { assertNoErrors, type FieldErrors } from "../../http/errors";
import { ALREADY_USED, INVALID } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { containsPattern } from "../../http/search";
import { CUSTOM_VIEW_COLUMNS, type CustomViewRow, customViewRead } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { pruneEntitySettings } from "../shared/entitySettings";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkEnvironment, entityOf, listScope, requireDesigner, requireRow } from "../shared/scope";

/** Entity settings that name a custom view; they follow it when it is renamed. */
const VIEW_SETTING_KEYS = ["kanban_custom_view", "timeline_custom_view", "calendar_custom_view"];

const SELECT = `select ${CUSTOM_VIEW_COLUMNS} from display_custom_views v`;

const view = (row: CustomViewRow) => ({ ...customViewRead(row), uuid: row.uuid });

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<CustomViewRow>(db, ctx, `${SELECT} where v.id = $1`, id);

/** GET /displaycustomview: an entity's custom views (or an environment's), by uuid or name. */
export async function listCustomViews(db: Database, ctx: CallerContext, query: ListQuery) {
  const scope = await listScope(db, ctx, query);
  const page = metadataPage(query);
  const pattern = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  const where = `v.environment_id = $1 and ($2::int is null or v.def_dossier_id = $2)
    and ($3::text is null or v.uuid = $3) and ($4::text is null or v.view_name ilike $4)`;
  const params = [scope.environmentId, scope.entityId, query.uuid ?? null, pattern];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from display_custom_views v where ${where}`,
    params,
  );
  const rows = await db.query<CustomViewRow>(
    `${SELECT} where ${where} order by v.def_dossier_id, v.id limit $5 offset $6`,
    [...params, page.limit, page.offset],
  );
  return { results: rows.map(view), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /displaycustomview/{id}. */
export async function getCustomView(db: Database, ctx: CallerContext, id: number) {
  return view(await find(db, ctx, id));
}

export interface CustomViewInput {
  viewName: string;
  defDossier: number;
  environment?: number;
}

/** A custom view's name is unique in its entity and is none of the standard views. */
async function checkName(db: Database, errors: FieldErrors, entityId: number, name: string, exceptId = 0) {
  if ((VIEW_MODES as readonly string[]).includes(name)) {
    errors.viewName = INVALID;
    return;
  }
  const taken = await db.query(
    "select 1 from display_custom_views where def_dossier_id = $1 and view_name = $2 and id <> $3",
    [entityId, name, exceptId],
  );
  if (taken.length > 0) errors.viewName = ALREADY_USED;
}

/** POST /displaycustomview {viewName, environment, defDossier}. */
export async function createCustomView(db: Database, ctx: CallerContext, input: CustomViewInput) {
  const entity = await entityOf(db, ctx, input.defDossier, "displayitem");
  const name = input.viewName.trim();
  const errors: FieldErrors = {};
  checkEnvironment(errors, input.environment, entity.environment_id);
  await checkName(db, errors, entity.id, name);
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number; uuid: string }>(
    `insert into display_custom_views (environment_id, def_dossier_id, view_name) values ($1, $2, $3)
     returning id, uuid`,
    [entity.environment_id, entity.id, name],
  );
  return created;
}

/** PATCH /displaycustomview/{id}: a rename; its display items and the entity settings naming it follow. */
export async function updateCustomView(
  db: Database,
  ctx: CallerContext,
  id: number,
  input: Partial<CustomViewInput>,
) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "displayitem");
  const errors: FieldErrors = {};
  checkEnvironment(errors, input.environment, row.environment_id);
  if (input.defDossier !== undefined && input.defDossier !== row.def_dossier_id) errors.defDossier = INVALID;
  const name = input.viewName?.trim();
  if (name !== undefined) await checkName(db, errors, row.def_dossier_id, name, id);
  assertNoErrors(errors);
  if (name !== undefined && name !== row.view_name) {
    await db.transaction(async (tx) => {
      await tx.query("update display_custom_views set view_name = $2 where id = $1", [id, name]);
      await tx.query("update display_items set view = $3 where def_dossier_id = $1 and view = $2", [
        row.def_dossier_id,
        row.view_name,
        name,
      ]);
      for (const key of VIEW_SETTING_KEYS) {
        await tx.query(
          `update def_dossiers set settings = jsonb_set(settings, $2::text[], to_jsonb($4::text))
            where id = $1 and settings->>$3 = $5`,
          [row.def_dossier_id, [key], key, name, row.view_name],
        );
      }
    });
  }
  return getCustomView(db, ctx, id);
}

/** DELETE /displaycustomview/{id}: the view and the display items placed in it. */
export async function deleteCustomView(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "displayitem");
  await db.transaction(async (tx) => {
    const items = await tx.query<{ id: number }>(
      "delete from display_items where def_dossier_id = $1 and view = $2 returning id",
      [row.def_dossier_id, row.view_name],
    );
    await pruneEntitySettings(
      tx,
      row.environment_id,
      items.map((i) => i.id),
    );
    await tx.query("delete from display_custom_views where id = $1", [id]);
  });
}

import type { ListOptionPatch, ListOptionWrite } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { requireEnvironment } from "../../environments/requireEnvironment";
import { assertNoErrors, badRequest, type FieldErrors, notFound } from "../../http/errors";
import { INVALID, REQUIRED } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { OPTION_COLUMNS, type OptionRow, optionRead } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkIds, checkUuid } from "../shared/references";
import { checkEnvironment, listScope, requireDesigner, requireRow } from "../shared/scope";

/** The colour of an option nobody gave one. */
export const DEFAULT_OPTION_COLOR = "#F5F5F5";
const OPTION_TYPES = ["list", "tree"];

const SELECT = `select ${OPTION_COLUMNS} from def_field_lists o`;

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<OptionRow>(db, ctx, `${SELECT} where o.id = $1`, id);

export type OptionListQuery = ListQuery & { defField?: number };

/** GET {def field list}: the options of a base field (or of an environment, by uuid), by rank. */
export async function listOptions(db: Database, ctx: CallerContext, query: OptionListQuery) {
  let environmentId: number;
  if (query.defField !== undefined) {
    const [field] = await db.query<{ environment_id: number }>(
      "select environment_id from def_fields where id = $1",
      [query.defField],
    );
    if (!field) throw notFound();
    await requireEnvironment(db, ctx, field.environment_id);
    environmentId = field.environment_id;
  } else if (query.environment !== undefined) {
    environmentId = (await listScope(db, ctx, { environment: query.environment })).environmentId;
  } else {
    throw badRequest({ defField: REQUIRED });
  }
  const page = metadataPage(query);
  const where = `o.environment_id = $1 and ($2::int is null or o.def_field_id = $2) and ($3::text is null or o.uuid = $3)`;
  const params = [environmentId, query.defField ?? null, query.uuid ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from def_field_lists o where ${where}`,
    params,
  );
  const rows = await db.query<OptionRow>(
    `${SELECT} where ${where} order by o.def_field_id, o.rank, o.id limit $4 offset $5`,
    [...params, page.limit, page.offset],
  );
  return { results: rows.map(optionRead), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET {def field list}/{id}. */
export async function getOption(db: Database, ctx: CallerContext, id: number) {
  return optionRead(await find(db, ctx, id));
}

/** What an option write refers to must belong to its base field and environment. */
async function checkOption(
  db: Database,
  errors: FieldErrors,
  field: { id: number; environment_id: number },
  input: ListOptionPatch,
  optionId = 0,
): Promise<void> {
  checkEnvironment(errors, input.environment, field.environment_id);
  await checkUuid(db, errors, "def_field_lists", field.environment_id, input.uuid, optionId);
  await checkIds(db, errors, "settings.roles", "roles", field.environment_id, input.settings?.roles);
  if (input.parent != null) {
    const parents = await db.query(
      "select 1 from def_field_lists where id = $1 and def_field_id = $2 and id <> $3",
      [input.parent, field.id, optionId],
    );
    if (parents.length === 0) errors.parent = INVALID;
  }
}

/** POST {def field list}: an option of a list or tree base field; a new one goes last unless ranked. */
export async function createOption(db: Database, ctx: CallerContext, input: ListOptionWrite) {
  const [field] = await db.query<{ id: number; environment_id: number; type: string }>(
    "select id, environment_id, type from def_fields where id = $1",
    [input.defField],
  );
  if (!field) throw badRequest({ defField: INVALID });
  await requireDesigner(db, ctx, field.environment_id, "deffield");
  const errors: FieldErrors = {};
  if (!OPTION_TYPES.includes(field.type)) errors.defField = INVALID;
  await checkOption(db, errors, field, input);
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number; uuid: string }>(
    `insert into def_field_lists (environment_id, uuid, def_field_id, parent_id, color, rank, is_default,
       translations, settings)
     values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5,
       coalesce($6, (select coalesce(max(rank) + 1, 0) from def_field_lists where def_field_id = $3)),
       $7, $8::jsonb, $9::jsonb)
     returning id, uuid`,
    [
      field.environment_id,
      input.uuid ?? null,
      field.id,
      input.parent ?? null,
      input.color === undefined ? DEFAULT_OPTION_COLOR : input.color,
      input.rank ?? null,
      input.default ?? false,
      jsonb(input.translations),
      jsonb(input.settings ?? {}),
    ],
  );
  return created;
}

/** PATCH {def field list}/{id}: any part of the create body (a rank alone when reordering). */
export async function updateOption(db: Database, ctx: CallerContext, id: number, input: ListOptionPatch) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "deffield");
  const errors: FieldErrors = {};
  if (input.defField !== undefined && input.defField !== row.def_field_id) errors.defField = INVALID;
  await checkOption(db, errors, { id: row.def_field_id, environment_id: row.environment_id }, input, id);
  assertNoErrors(errors);
  const has = (key: keyof ListOptionPatch) => input[key] !== undefined;
  await db.query(
    `update def_field_lists set
       uuid = coalesce($2, uuid),
       parent_id = case when $3 then $4 else parent_id end,
       color = case when $5 then $6 else color end,
       rank = coalesce($7, rank),
       is_default = coalesce($8, is_default),
       translations = coalesce($9::jsonb, translations),
       settings = coalesce($10::jsonb, settings),
       modified_at = now()
     where id = $1`,
    [
      id,
      input.uuid ?? null,
      has("parent"),
      input.parent ?? null,
      has("color"),
      input.color ?? null,
      input.rank ?? null,
      input.default ?? null,
      has("translations") ? jsonb(input.translations) : null,
      has("settings") ? jsonb(input.settings ?? {}) : null,
    ],
  );
  return getOption(db, ctx, id);
}

/** DELETE {def field list}/{id}: the option and, in a tree, the options under it. */
export async function deleteOption(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "deffield");
  await db.query("delete from def_field_lists where id = $1", [id]);
}

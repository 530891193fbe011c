import type { Link, LinkBacklinkPatch, LinkCreate } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { assertNoErrors, badRequest, type FieldErrors } from "../../http/errors";
import { INVALID, NOT_FOUND } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { containsPattern } from "../../http/search";
import { LINK_COLUMNS, type LinkRow, linkRead } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { pruneEntitySettings } from "../shared/entitySettings";
import { linkName } from "../shared/names";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkFieldName, checkIds, checkUuid } from "../shared/references";
import { checkEnvironment, entityOf, listScope, requireDesigner, requireRow } from "../shared/scope";

export const TARGET_FIXED = "An existing link cannot change its target entity";

interface Row extends LinkRow {
  created_at: Date;
  modified_at: Date;
  created_by_username: string | null;
  modified_by_username: string | null;
}

const SELECT = `select ${LINK_COLUMNS}, l.created_at, l.modified_at,
  cu.username as created_by_username, mu.username as modified_by_username
  from def_dossier_links l
  left join users cu on cu.id = l.created_by
  left join users mu on mu.id = l.modified_by`;

function linkView(row: Row) {
  return {
    ...linkRead(row),
    environment: row.environment_id,
    created_at: new Date(row.created_at).toISOString(),
    modified_at: new Date(row.modified_at).toISOString(),
    created_by: row.created_by_username === null ? null : { username: row.created_by_username },
    modified_by: row.modified_by_username === null ? null : { username: row.modified_by_username },
  };
}

/** Links with their back links (read forms), the back links fetched in one query. */
async function readAll(db: Database, rows: Row[]) {
  const backIds = rows.map((r) => r.back_link_id).filter((id): id is number => id !== null);
  const backs =
    backIds.length === 0 ? [] : await db.query<Row>(`${SELECT} where l.id = any($1::int[])`, [backIds]);
  const byId = new Map(backs.map((b) => [b.id, b]));
  return rows.map((row) => {
    const back = row.back_link_id === null ? undefined : byId.get(row.back_link_id);
    return { ...linkView(row), back_link: back ? linkView(back) : null };
  });
}

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<Row>(db, ctx, `${SELECT} where l.id = $1`, id);

export type LinkListQuery = ListQuery & { childDefDossier?: number };

/** GET /defdossierlink: an entity's links (or an environment's), by uuid, target entity or name. */
export async function listLinks(db: Database, ctx: CallerContext, query: LinkListQuery) {
  const scope = await listScope(db, ctx, query);
  const page = metadataPage(query);
  const pattern = query.search?.trim() ? containsPattern(query.search.trim()) : null;
  const where = `l.environment_id = $1 and ($2::int is null or l.def_dossier_id = $2)
    and ($3::text is null or l.uuid = $3) and ($4::int is null or l.child_def_dossier_id = $4)
    and ($5::text is null or l.name ilike $5)`;
  const params = [
    scope.environmentId,
    scope.entityId,
    query.uuid ?? null,
    query.childDefDossier ?? null,
    pattern,
  ];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from def_dossier_links l where ${where}`,
    params,
  );
  const rows = await db.query<Row>(
    `${SELECT} where ${where} order by l.def_dossier_id, l.id limit $6 offset $7`,
    [...params, page.limit, page.offset],
  );
  return { results: await readAll(db, rows), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /defdossierlink/{id}: the link with its back link. */
export async function getLink(db: Database, ctx: CallerContext, id: number) {
  const [link] = await readAll(db, [await find(db, ctx, id)]);
  return link;
}

/** The query a link limits its choices to (settings.limit_output_to_mis_item) must be the environment's. */
async function checkLinkSettings(
  db: Database,
  errors: FieldErrors,
  environmentId: number,
  settings: Link["settings"] | undefined,
): Promise<void> {
  const query = settings?.limit_output_to_mis_item;
  if (!query) return;
  const found = await db.query("select 1 from dossier_queries where environment_id = $1 and uuid = $2", [
    environmentId,
    query,
  ]);
  if (found.length === 0) errors["settings.limit_output_to_mis_item"] = INVALID;
}

/** POST /defdossierlink: a link to another entity of the environment, its name reduced to a safe one. */
export async function createLink(db: Database, ctx: CallerContext, input: LinkCreate) {
  const entity = await entityOf(db, ctx, input.defDossier, "defdossierdeffield");
  const errors: FieldErrors = {};
  checkEnvironment(errors, input.environment, entity.environment_id);
  await checkIds(db, errors, "childDefDossier", "def_dossiers", entity.environment_id, [
    input.childDefDossier,
  ]);
  const name = linkName(input.name);
  if (name === "") errors.name = INVALID;
  else await checkFieldName(db, errors, entity.id, name);
  await checkLinkSettings(db, errors, entity.environment_id, input.settings);
  await checkUuid(db, errors, "def_dossier_links", entity.environment_id, input.uuid);
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number; uuid: string; name: string }>(
    `insert into def_dossier_links (environment_id, uuid, def_dossier_id, child_def_dossier_id, name, type_of_link,
       obligatory, locked, cascade_rule, archive_cascade_rule, settings, created_by, modified_by)
     values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5, $6, $7, $8, $9, $10, $11::jsonb, $12, $12)
     returning id, uuid, name`,
    [
      entity.environment_id,
      input.uuid ?? null,
      entity.id,
      input.childDefDossier,
      name,
      input.typeOfLink,
      input.obligatory ?? false,
      input.locked ?? false,
      input.cascadeRule ?? "maintain",
      input.archiveCascadeRule ?? "",
      jsonb(input.settings ?? {}),
      ctx.userId,
    ],
  );
  return created;
}

export interface LinkChanges {
  name?: string;
  typeOfLink?: Link["type_of_link"];
  childDefDossier?: number;
  defDossier?: number;
  environment?: number;
  uuid?: string;
  obligatory?: boolean | null;
  locked?: boolean | null;
  cascadeRule?: NonNullable<Link["cascade_rule"]>;
  archiveCascadeRule?: Link["archive_cascade_rule"];
  settings?: Link["settings"];
}

/** PATCH /defdossierlink/{id}: everything but the target entity, which an existing link keeps. */
export async function updateLink(db: Database, ctx: CallerContext, id: number, input: LinkChanges) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "defdossierdeffield");
  const errors: FieldErrors = {};
  if (input.childDefDossier !== undefined && input.childDefDossier !== row.child_def_dossier_id) {
    errors.childDefDossier = TARGET_FIXED;
  }
  if (input.defDossier !== undefined && input.defDossier !== row.def_dossier_id) errors.defDossier = INVALID;
  checkEnvironment(errors, input.environment, row.environment_id);
  const name = input.name === undefined ? undefined : linkName(input.name);
  if (name === "") errors.name = INVALID;
  else if (name !== undefined) await checkFieldName(db, errors, row.def_dossier_id, name, { link: id });
  await checkLinkSettings(db, errors, row.environment_id, input.settings);
  await checkUuid(db, errors, "def_dossier_links", row.environment_id, input.uuid, id);
  assertNoErrors(errors);
  await db.query(
    `update def_dossier_links set
       uuid = coalesce($2, uuid), name = coalesce($3, name), type_of_link = coalesce($4, type_of_link),
       obligatory = coalesce($5, obligatory), locked = coalesce($6, locked),
       cascade_rule = coalesce($7, cascade_rule), archive_cascade_rule = coalesce($8, archive_cascade_rule),
       settings = coalesce($9::jsonb, settings), modified_by = $10, modified_at = now()
     where id = $1`,
    [
      id,
      input.uuid ?? null,
      name ?? null,
      input.typeOfLink ?? null,
      input.obligatory ?? null,
      input.locked ?? null,
      input.cascadeRule ?? null,
      input.archiveCascadeRule === undefined ? null : (input.archiveCascadeRule ?? ""),
      input.settings === undefined ? null : jsonb(input.settings ?? {}),
      ctx.userId,
    ],
  );
  return getLink(db, ctx, id);
}

/**
 * PATCH /defdossierlink/backlink {uuid, backlinkUuid, defDossier, childDefDossier}: makes the link of
 * defDossier (by uuid) and the link of childDefDossier (by backlinkUuid) each other's back link. They must
 * point at each other's entity.
 */
export async function pairBackLink(db: Database, ctx: CallerContext, input: LinkBacklinkPatch) {
  const entity = await entityOf(db, ctx, input.defDossier, "defdossierdeffield");
  const [link] = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from def_dossier_links l where l.def_dossier_id = $1 and l.uuid = $2`,
    [entity.id, input.uuid],
  );
  const [back] = await db.query<LinkRow>(
    `select ${LINK_COLUMNS} from def_dossier_links l
      where l.environment_id = $1 and l.def_dossier_id = $2 and l.uuid = $3`,
    [entity.environment_id, input.childDefDossier, input.backlinkUuid],
  );
  const errors: FieldErrors = {};
  if (!link) errors.uuid = NOT_FOUND;
  if (!back) errors.backlinkUuid = NOT_FOUND;
  if (
    link &&
    back &&
    (link.child_def_dossier_id !== back.def_dossier_id || back.child_def_dossier_id !== link.def_dossier_id)
  ) {
    errors.backlinkUuid = INVALID;
  }
  assertNoErrors(errors);
  if (!link || !back) throw badRequest({ uuid: NOT_FOUND });
  await db.transaction(async (tx) => {
    // A link has one back link: whatever either was paired with before lets go.
    await tx.query(
      `update def_dossier_links set back_link_id = null
        where back_link_id = any($1::int[]) and id <> all($1::int[])`,
      [[link.id, back.id]],
    );
    await tx.query("update def_dossier_links set back_link_id = $2, modified_at = now() where id = $1", [
      link.id,
      back.id,
    ]);
    await tx.query("update def_dossier_links set back_link_id = $2, modified_at = now() where id = $1", [
      back.id,
      link.id,
    ]);
  });
  return getLink(db, ctx, link.id);
}

/** DELETE /defdossierlink/{id}: the link, its display items and the record links made through it. */
export async function deleteLink(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "defdossierdeffield");
  await db.transaction(async (tx) => {
    const items = await tx.query<{ id: number }>(
      "select id from display_items where def_dossier_link_id = $1",
      [id],
    );
    await pruneEntitySettings(
      tx,
      row.environment_id,
      items.map((i) => i.id),
      [id],
    );
    await tx.query("delete from def_dossier_links where id = $1", [id]);
  });
}

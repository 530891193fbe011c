import type { DisplayPositionWrite } from "../../../schemas";
import { type Database, jsonb } from "../../db/database";
import { assertNoErrors, type FieldErrors, notFound } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { pagerOf } from "../../http/pager";
import { itemRowsOfPositions, readPositions } from "../../metadata/loadBundle";
import { POSITION_COLUMNS, type PositionRow } from "../../metadata/readForms";
import type { CallerContext } from "../../permissions/callerContext";
import { pruneEntitySettings } from "../shared/entitySettings";
import { type ListQuery, metadataPage } from "../shared/paging";
import { checkUuid } from "../shared/references";
import { checkEnvironment, entityOf, listScope, requireDesigner, requireRow } from "../shared/scope";

const SELECT = `select ${POSITION_COLUMNS} from display_positions p`;

async function readAll(db: Database, rows: PositionRow[]) {
  return readPositions(
    db,
    rows,
    await itemRowsOfPositions(
      db,
      rows.map((r) => r.id),
    ),
  );
}

const find = (db: Database, ctx: CallerContext, id: number) =>
  requireRow<PositionRow>(db, ctx, `${SELECT} where p.id = $1`, id);

/**
 * GET /displayposition: an entity's positions by rank, each with its display items in read form; by entity
 * this is the bundle's `positions`. Also by environment and uuid.
 */
export async function listPositions(db: Database, ctx: CallerContext, query: ListQuery) {
  const scope = await listScope(db, ctx, query);
  const page = metadataPage(query);
  const where = `p.environment_id = $1 and ($2::int is null or p.def_dossier_id = $2) and ($3::text is null or p.uuid = $3)`;
  const params = [scope.environmentId, scope.entityId, query.uuid ?? null];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from display_positions p where ${where}`,
    params,
  );
  const rows = await db.query<PositionRow>(
    `${SELECT} where ${where} order by p.def_dossier_id, p.rank, p.id limit $4 offset $5`,
    [...params, page.limit, page.offset],
  );
  return { results: await readAll(db, rows), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /displayposition/{id}. */
export async function getPosition(db: Database, ctx: CallerContext, id: number) {
  const [position] = await readAll(db, [await find(db, ctx, id)]);
  if (!position) throw notFound();
  return position;
}

/** POST /displayposition: a new position goes after the entity's others unless ranked. */
export async function createPosition(db: Database, ctx: CallerContext, input: DisplayPositionWrite) {
  const entity = await entityOf(db, ctx, input.defDossier, "displayitem");
  const errors: FieldErrors = {};
  checkEnvironment(errors, input.environment, entity.environment_id);
  await checkUuid(db, errors, "display_positions", entity.environment_id, input.uuid);
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number; uuid: string }>(
    `insert into display_positions (environment_id, uuid, def_dossier_id, type, hide, rank, translations, settings)
     values ($1, coalesce($2, gen_random_uuid()::text), $3, $4, $5,
       coalesce($6, (select coalesce(max(rank) + 1, 0) from display_positions where def_dossier_id = $3)),
       $7::jsonb, $8::jsonb)
     returning id, uuid`,
    [
      entity.environment_id,
      input.uuid ?? null,
      entity.id,
      input.type,
      input.hide ?? false,
      input.rank ?? null,
      jsonb(input.translations ?? []),
      jsonb(input.settings ?? {}),
    ],
  );
  return created;
}

/** PATCH /displayposition/{id}: any part of the create body; a position stays with its entity. */
export async function updatePosition(
  db: Database,
  ctx: CallerContext,
  id: number,
  input: Partial<DisplayPositionWrite>,
) {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "displayitem");
  const errors: FieldErrors = {};
  if (input.defDossier !== undefined && input.defDossier !== row.def_dossier_id) errors.defDossier = INVALID;
  checkEnvironment(errors, input.environment, row.environment_id);
  await checkUuid(db, errors, "display_positions", row.environment_id, input.uuid, id);
  assertNoErrors(errors);
  await db.query(
    `update display_positions set uuid = coalesce($2, uuid), type = coalesce($3, type), hide = coalesce($4, hide),
       rank = coalesce($5, rank), translations = coalesce($6::jsonb, translations),
       settings = coalesce($7::jsonb, settings)
     where id = $1`,
    [
      id,
      input.uuid ?? null,
      input.type ?? null,
      input.hide ?? null,
      input.rank ?? null,
      input.translations === undefined ? null : jsonb(input.translations),
      input.settings === undefined ? null : jsonb(input.settings ?? {}),
    ],
  );
  return getPosition(db, ctx, id);
}

/** DELETE /displayposition/{id}: the position with the display items in it. */
export async function deletePosition(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await find(db, ctx, id);
  await requireDesigner(db, ctx, row.environment_id, "displayitem");
  await db.transaction(async (tx) => {
    const items = await tx.query<{ id: number }>(
      "select id from display_items where display_position_id = $1",
      [id],
    );
    await pruneEntitySettings(
      tx,
      row.environment_id,
      items.map((i) => i.id),
    );
    await tx.query("delete from display_positions where id = $1", [id]);
  });
}

import type { Bundle, Context, DisplayItem, DisplayPosition, ListOption, Query } from "../../schemas";
import type { Database } from "../db/database";
import { type MetadataAt, metadataNow } from "./metadataCache";
import {
  baseFieldIdsOf,
  CUSTOM_VIEW_COLUMNS,
  type CustomViewRow,
  customViewRead,
  ENTITY_COLUMNS,
  type EntityRow,
  entityRead,
  ITEM_COLUMNS,
  ITEM_FROM,
  ITEM_ORDER,
  type ItemRow,
  itemRead,
  OPTION_COLUMNS,
  type OptionRow,
  optionRead,
  POSITION_COLUMNS,
  type PositionRow,
  positionRead,
  QUERY_COLUMNS,
  type QueryRow,
  queryRead,
} from "./readForms";

/** Anything that answers queries: the database, or the handle of a transaction. */
export type Queryable = Pick<Database, "query">;

/** The options of these base fields by rank, grouped by base field. */
export async function optionsByField(db: Queryable, fieldIds: readonly number[]) {
  const byField = new Map<number, ListOption[]>();
  if (fieldIds.length === 0) return byField;
  const rows = await db.query<OptionRow>(
    `select ${OPTION_COLUMNS} from def_field_lists o where o.def_field_id = any($1::int[])
      order by o.def_field_id, o.rank, o.id`,
    [fieldIds],
  );
  for (const row of rows) {
    const list = byField.get(row.def_field_id) ?? [];
    list.push(optionRead(row));
    byField.set(row.def_field_id, list);
  }
  return byField;
}

/** Display item rows in read form, with the options of their base fields (one query for all). */
export async function readItems(db: Queryable, rows: readonly ItemRow[]): Promise<DisplayItem[]> {
  const options = await optionsByField(db, baseFieldIdsOf(rows));
  return rows.map((row) => itemRead(row, (fieldId) => options.get(fieldId) ?? []));
}

/** Positions in read form, each holding its items (rows in rank, col, id order). */
export async function readPositions(
  db: Queryable,
  positionRows: readonly PositionRow[],
  itemRows: readonly ItemRow[],
): Promise<DisplayPosition[]> {
  const items = await readItems(db, itemRows);
  const byPosition = new Map<number, DisplayItem[]>();
  itemRows.forEach((row, index) => {
    const item = items[index];
    if (row.display_position_id === null || !item) return;
    const list = byPosition.get(row.display_position_id) ?? [];
    list.push(item);
    byPosition.set(row.display_position_id, list);
  });
  return positionRows.map((row) => positionRead(row, byPosition.get(row.id) ?? []));
}

/** The display items of the positions, in rank, col, id order. */
export function itemRowsOfPositions(db: Queryable, positionIds: readonly number[]): Promise<ItemRow[]> {
  if (positionIds.length === 0) return Promise.resolve([]);
  return db.query<ItemRow>(
    `select ${ITEM_COLUMNS} from ${ITEM_FROM} where di.display_position_id = any($1::int[]) order by ${ITEM_ORDER}`,
    [positionIds],
  );
}

/** The queries the items name in settings.condition_query, by id or uuid, within the environment. */
async function conditionQueries(
  db: Queryable,
  environmentId: number,
  rows: readonly ItemRow[],
): Promise<Query[]> {
  const ids = new Set<number>();
  const uuids = new Set<string>();
  for (const row of rows) {
    const named = row.settings.condition_query;
    if (typeof named === "number") ids.add(named);
    else if (typeof named === "string" && named !== "") {
      if (/^\d{1,9}$/.test(named)) ids.add(Number(named));
      uuids.add(named);
    }
  }
  if (ids.size === 0 && uuids.size === 0) return [];
  const found = await db.query<QueryRow>(
    `select ${QUERY_COLUMNS} from dossier_queries q
      where q.environment_id = $1 and (q.id = any($2::int[]) or q.uuid = any($3::text[])) order by q.id`,
    [environmentId, [...ids], [...uuids]],
  );
  return found.map(queryRead);
}

/**
 * The engine's input for one entity, read from the metadata tables in the API's read form: the entity,
 * its positions by rank with their display items (each with its data field, base field and options, or its
 * link), its custom views and the queries its items are conditioned on. Two round trips, whatever the size.
 * Undefined when there is no such entity. Kept per metadata version (`metadata`, when already read).
 */
export async function loadBundle(
  db: Queryable,
  entityId: number,
  context: Context,
  metadata?: MetadataAt,
): Promise<Bundle | undefined> {
  const bundle = await (metadata ?? (await metadataNow(db))).cached(`bundle:${entityId}`, () =>
    readBundle(db, entityId),
  );
  return bundle && { ...bundle, context };
}

/** The bundle of loadBundle as the tables hold it now, without a caller's context. */
async function readBundle(db: Queryable, entityId: number): Promise<Omit<Bundle, "context"> | undefined> {
  const [entities, positionRows, itemRows, viewRows] = await Promise.all([
    db.query<EntityRow>(`select ${ENTITY_COLUMNS} from def_dossiers d where d.id = $1`, [entityId]),
    db.query<PositionRow>(
      `select ${POSITION_COLUMNS} from display_positions p where p.def_dossier_id = $1 order by p.rank, p.id`,
      [entityId],
    ),
    db.query<ItemRow>(
      `select ${ITEM_COLUMNS} from ${ITEM_FROM}
        where di.def_dossier_id = $1 and di.display_position_id is not null order by ${ITEM_ORDER}`,
      [entityId],
    ),
    db.query<CustomViewRow>(
      `select ${CUSTOM_VIEW_COLUMNS} from display_custom_views v where v.def_dossier_id = $1 order by v.id`,
      [entityId],
    ),
  ]);
  const entity = entities[0];
  if (!entity) return undefined;
  const [positions, queries] = await Promise.all([
    readPositions(db, positionRows, itemRows),
    conditionQueries(db, entity.environment_id, itemRows),
  ]);
  const bundle: Omit<Bundle, "context"> = {
    entity: entityRead(entity),
    positions,
    custom_views: viewRows.map(customViewRead),
  };
  if (queries.length > 0) bundle.queries = queries;
  return bundle;
}

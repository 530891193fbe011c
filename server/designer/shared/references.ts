import type { Database } from "../../db/database";
import type { FieldErrors } from "../../http/errors";
import { ALREADY_USED, INVALID } from "../../http/messages";

type Table =
  | "def_fields"
  | "def_field_lists"
  | "def_dossiers"
  | "def_dossier_def_fields"
  | "def_dossier_links"
  | "display_custom_views"
  | "display_positions"
  | "display_items"
  | "dossier_queries"
  | "roles"
  | "mypage_blocks";

/** Which of the ids name rows of the table in the environment (and of the entity, when given). */
export async function existingIds(
  db: Database,
  table: Table,
  environmentId: number,
  ids: readonly number[],
  entityId?: number,
): Promise<Set<number>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0 && id <= 2_147_483_647);
  if (wanted.length === 0) return new Set();
  const entityFilter = entityId === undefined ? "" : " and def_dossier_id = $3";
  const rows = await db.query<{ id: number }>(
    `select id from ${table} where environment_id = $1 and id = any($2::int[])${entityFilter}`,
    entityId === undefined ? [environmentId, wanted] : [environmentId, wanted, entityId],
  );
  return new Set(rows.map((r) => r.id));
}

/** Sets an error on `field` when any of the ids is not a row of the table in the environment. */
export async function checkIds(
  db: Database,
  errors: FieldErrors,
  field: string,
  table: Table,
  environmentId: number,
  ids: readonly number[] | undefined | null,
  entityId?: number,
): Promise<void> {
  if (!ids || ids.length === 0) return;
  const found = await existingIds(db, table, environmentId, ids, entityId);
  if (ids.some((id) => !found.has(id))) errors[field] = INVALID;
}

/** Uuids are unique within an environment; template apply finds items by them. */
export async function checkUuid(
  db: Database,
  errors: FieldErrors,
  table: Table,
  environmentId: number,
  uuid: string | undefined,
  exceptId = 0,
): Promise<void> {
  if (uuid === undefined) return;
  const taken = await db.query(
    `select 1 from ${table} where environment_id = $1 and uuid = $2 and id <> $3`,
    [environmentId, uuid, exceptId],
  );
  if (taken.length > 0) errors.uuid = ALREADY_USED;
}

/**
 * Data fields and links of an entity share one namespace (display rule paths and the engine's field keys use
 * their names), so a name is taken when another data field or link of the entity has it.
 */
export async function checkFieldName(
  db: Database,
  errors: FieldErrors,
  entityId: number,
  name: string,
  except: { dataField?: number; link?: number } = {},
): Promise<void> {
  const taken = await db.query(
    `select 1 from def_dossier_def_fields where def_dossier_id = $1 and lower(name) = lower($2) and id <> $3
     union all
     select 1 from def_dossier_links where def_dossier_id = $1 and lower(name) = lower($2) and id <> $4`,
    [entityId, name, except.dataField ?? 0, except.link ?? 0],
  );
  if (taken.length > 0) errors.name = ALREADY_USED;
}

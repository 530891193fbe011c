import type { Database } from "../../db/database";
import { constantSql, join, run, type Sql, sql } from "../../db/sql";
import { entityTable, fieldColumn, MIRRORED_NAMES, syncEntityTables } from "./entityTables";
import { type StorageClass, storageOf } from "./fieldStorage";

/** The common columns the entity tables repeat (the trigger of migration 014 keeps them from then on). */
const COMMON = MIRRORED_NAMES.join(", ");

/** The column of `contents` a storage class kept its typed value in. */
const SOURCE: Record<StorageClass, string> = {
  text: "value_text",
  number: "value_number",
  moment: "value_date",
  ids: "value_ids",
  json: "value",
  none: "value",
};

/**
 * Migration 014's code step: makes every entity's table from its metadata and copies each record's values
 * from `contents` (one row per value) into it, `vals` from the stored JSON and each typed column from the
 * typed column `contents` kept for it. Records without values get an empty row.
 */
export async function moveContentsToEntityTables(tx: Database): Promise<void> {
  await syncEntityTables(tx);
  const entities = await tx.query<{ id: number }>("select id from def_dossiers order by id");
  for (const entity of entities) {
    const fields = await tx.query<{ id: number; type: string }>(
      `select ddf.id, f.type from def_dossier_def_fields ddf join def_fields f on f.id = ddf.def_field_id
        where ddf.def_dossier_id = $1 order by ddf.id`,
      [entity.id],
    );
    const stored = fields.filter((field) => storageOf(field.type).columnType !== null);
    const columns = stored.map((field) => sql`, ${fieldColumn(field.id)}`);
    const sources: Sql[] = stored.map((field) => {
      const storage = storageOf(field.type);
      const cast = storage.columnType === "integer" ? "::integer" : "";
      return sql`, (select c.${constantSql(SOURCE[storage.storage])}${constantSql(cast)} from contents c
        where c.content_dossier_id = d.id and c.def_dossier_def_field_id = ${field.id})`;
    });
    await run(
      tx,
      sql`insert into ${entityTable(entity.id)} (id, ${constantSql(COMMON)}, vals${join(columns, sql``)})
        select d.id, ${constantSql(COMMON.replace(/(\w+)/g, "d.$1"))},
          coalesce((select jsonb_object_agg('f' || c.def_dossier_def_field_id, c.value) from contents c
            where c.content_dossier_id = d.id and c.value is not null), '{}'::jsonb)${join(sources, sql``)}
          from content_dossiers d where d.def_dossier_id = ${entity.id}`,
    );
  }
}

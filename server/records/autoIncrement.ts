import type { Database } from "../db/database";
import type { FieldWrite } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** The width running numbers are padded to: "CL-0042". */
const NUMBER_WIDTH = 4;

export function autoIncrementValue(prefix: string | null | undefined, number: number): string {
  return `${prefix ?? ""}${String(number).padStart(NUMBER_WIDTH, "0")}`;
}

/**
 * Gives a new record the next number of each autoIncrement data field of its entity, with the field's
 * prefix. The counters are raised by an update, which locks their rows until the transaction ends, so two
 * records never get the same number. With fill_dossier_id the record's id is the number.
 */
export async function assignNumbers(
  tx: Queryable,
  entityId: number,
  recordId: number,
): Promise<FieldWrite[]> {
  const rows = await tx.query<{ id: number; counter: number; settings: Record<string, unknown> }>(
    `update def_dossier_def_fields ddf set counter = ddf.counter + 1
       from def_fields df
      where df.id = ddf.def_field_id and ddf.def_dossier_id = $1 and df.type = 'autoIncrement'
      returning ddf.id, ddf.counter, df.settings`,
    [entityId],
  );
  return rows.map((row) => ({
    dataFieldId: row.id,
    type: "autoIncrement",
    value: autoIncrementValue(
      typeof row.settings.prefix === "string" ? row.settings.prefix : null,
      row.settings.fill_dossier_id === true ? recordId : row.counter,
    ),
  }));
}

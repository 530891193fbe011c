import { param, type Sql, sql } from "../db/sql";
import type { FieldWrite } from "./recordStore";

/** The width running numbers are padded to: "CL-0042". */
const NUMBER_WIDTH = 4;

export function autoIncrementValue(prefix: string | null | undefined, number: number): string {
  return `${prefix ?? ""}${String(number).padStart(NUMBER_WIDTH, "0")}`;
}

/** An autoIncrement data field's counter after raiseCounters: its id, its new count and its settings. */
export interface RaisedCounter {
  id: number;
  counter: number;
  settings: Record<string, unknown>;
}

/**
 * Raises the counter of each autoIncrement data field of the entity by one, answering the RaisedCounter
 * rows. The update locks the counters' rows until the transaction ends, so two records never get the same
 * number. A statement of its own or a part of the record's insert (records/recordWrites.ts).
 */
export const raiseCounters = (entityId: number): Sql =>
  sql`update def_dossier_def_fields ddf set counter = ddf.counter + 1
       from def_fields df
      where df.id = ddf.def_field_id and ddf.def_dossier_id = ${param(entityId, "int")}
        and df.type = 'autoIncrement'
      returning ddf.id, ddf.counter, df.settings`;

/** A new record's running numbers from its raised counters, with each field's prefix; with fill_dossier_id the record's id is the number. */
export function numbersOf(counters: readonly RaisedCounter[], recordId: number): FieldWrite[] {
  return counters.map((row) => ({
    dataFieldId: row.id,
    type: "autoIncrement",
    value: autoIncrementValue(
      typeof row.settings.prefix === "string" ? row.settings.prefix : null,
      row.settings.fill_dossier_id === true ? recordId : Number(row.counter),
    ),
  }));
}

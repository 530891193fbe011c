import type { CompiledItem } from "../../engine";
import type { ConstraintType, ExistingRecord } from "../../schemas";
import type { Database } from "../db/database";
import { param, run, type Sql, sql } from "../db/sql";
import { type FieldErrors, HttpError } from "../http/errors";
import { ALREADY_USED } from "../http/messages";
import { columnParam, listedRecords, valueColumn } from "./storage/entityTables";
import { sameText } from "./storage/textColumns";

type Queryable = Pick<Database, "query">;

/** How many of the records already holding a value the 409 answer lists. */
const EXISTING_LIMIT = 10;

export const isUniqueItem = (item: CompiledItem) =>
  item.key.startsWith("f") && (item.settings.validators ?? []).includes("UniqueValue");

export const constraintTypeOf = (item: CompiledItem): ConstraintType =>
  item.settings.unique_constraint_type === "error" ? "error" : "warning";

/** The condition that finds the same value in another record's row `d`, on the field's typed column. */
function sameValue(item: CompiledItem, value: unknown): Sql {
  const dataFieldId = Number(item.key.slice(1));
  const column = valueColumn(dataFieldId);
  const typed = columnParam(item.type, value);
  if (typed === undefined || typed.value === null) {
    return sql`d.vals -> ${param(`f${dataFieldId}`, "text")} = ${param(JSON.stringify(value), "jsonb")}`;
  }
  if (typed.cast === "text") return sameText(column, sql`${param(typed.value, "text")}`);
  return sql`${column} = ${param(typed.value, typed.cast)}`;
}

type Entry = { item: CompiledItem; value: unknown };

const isChecked = ({ item, value }: Entry) =>
  isUniqueItem(item) &&
  value !== null &&
  value !== undefined &&
  value !== "" &&
  !(Array.isArray(value) && value.length === 0);

/** The data fields whose values a write checks as unique, ascending: every writer locks them in this order. */
export const uniqueFieldIds = (entries: readonly Entry[]): number[] =>
  [...new Set(entries.filter(isChecked).map(({ item }) => Number(item.key.slice(1))))].sort((a, b) => a - b);

/**
 * Takes the transaction's lock on each of those data fields, as a one-row relation: a statement of its own
 * before the checks, or a part of the statement before them (a record's insert, records/recordWrites.ts).
 * The checks must come in a later statement, whose snapshot sees what a writer that held a lock committed.
 */
export const uniqueValueLocks = (fieldIds: readonly number[]): Sql =>
  sql`(select count(pg_advisory_xact_lock(k::bigint)) from unnest(${param(fieldIds, "int[]")}) k)`;

/**
 * Checks the values of items carrying the UniqueValue validator against the entity's other records. Runs
 * inside the writing transaction after taking a lock per data field (here, unless the caller took them with
 * uniqueValueLocks), so two writers cannot both pass. Throws 409 {errors, existing, constraint_type} unless
 * every clash is a warning and `ignoreExisting` is set.
 */
export async function assertUniqueValues(
  tx: Queryable,
  entityId: number,
  recordId: number | null,
  entries: readonly Entry[],
  ignoreExisting: boolean,
  { locked = false } = {},
): Promise<void> {
  const checked = entries.filter(isChecked);
  if (checked.length === 0) return;
  if (!locked) await run(tx, sql`select ${uniqueValueLocks(uniqueFieldIds(checked))}`);
  const errors: FieldErrors = {};
  const existing = new Map<number, ExistingRecord>();
  let constraintType: ConstraintType = "warning";
  for (const { item, value } of checked) {
    const rows = await run<{ id: number; summary: string | null }>(
      tx,
      sql`select d.id, d.summary from ${listedRecords(entityId)}
        where d.id <> ${recordId ?? 0} and ${sameValue(item, value)}
        order by d.id limit ${EXISTING_LIMIT}`,
    );
    if (rows.length === 0) continue;
    errors[item.id] = ALREADY_USED;
    if (constraintTypeOf(item) === "error") constraintType = "error";
    for (const row of rows) existing.set(row.id, { id: row.id, summary: row.summary });
  }
  if (Object.keys(errors).length === 0) return;
  if (constraintType === "warning" && ignoreExisting) return;
  throw new HttpError(409, { errors, existing: [...existing.values()], constraint_type: constraintType });
}

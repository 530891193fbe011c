import { type CompiledItem, isEmptyValue, type Values, type ViewModel, zoneOf } from "../../engine";
import type { Database, DatabaseHandle } from "../db/database";
import { param, run, sql } from "../db/sql";
import { HttpError } from "../http/errors";
import { ALREADY_USED, SOMETHING_WENT_WRONG } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { type EntityRow, findEntity } from "../records/entityAccess";
import { type EntityModels, loadEntityModels } from "../records/entityModels";
import { insertRecord, keyedValues, validateValues } from "../records/recordWrites";
import { entityTable } from "../records/storage/entityTables";
import { isUniqueItem } from "../records/uniqueValues";
import { cellValue } from "./cellValue";
import { importableItems } from "./importFields";
import { findJob, type JobProgress, jobRows, type RowError, saveProgress } from "./importJobs";
import { ImportLookups } from "./importLookups";
import type { ImportRow } from "./readImportFile";

/** At most this many problems are kept and shown; the count says how many there are. */
export const MAX_REPORTED_ERRORS = 500;
/** Progress is stored every this many rows. */
const PROGRESS_EVERY = 250;

/** The progress of jobs this process runs, answered at once while the database is busy with them. */
export const runningJobs = new Map<number, JobProgress>();

interface MappedColumn {
  index: number;
  name: string;
  item: CompiledItem;
}

/** The mapping's columns with their items; unknown items and columns are left out. */
export function mappedColumns(
  columns: readonly string[],
  model: ViewModel,
  mapping: Record<string, number>,
): MappedColumn[] {
  const items = new Map(importableItems(model).map((item) => [item.id, item]));
  return Object.entries(mapping).flatMap(([index, itemId]) => {
    const item = items.get(itemId);
    const name = columns[Number(index)];
    return item && name !== undefined ? [{ index: Number(index), name, item }] : [];
  });
}

/** How a unique value compares: texts without regard to case, as the save's unique check does. */
const uniqueKey = (value: unknown) =>
  typeof value === "string" ? value.trim().toLowerCase() : JSON.stringify(value);

/**
 * The values the entity's records hold in each unique field, as uniqueKey compares them: read once, so
 * the dry run checks each row without a query (the import checks again, row by row, under the lock).
 */
async function storedUniqueValues(
  db: Database,
  entityId: number,
  items: readonly CompiledItem[],
): Promise<Map<number, Set<string>>> {
  const taken = new Map<number, Set<string>>();
  for (const item of items) {
    const key = item.key;
    const rows = await run<{ value: unknown }>(
      db,
      sql`select vals -> ${param(key, "text")} as value from ${entityTable(entityId)} where vals ? ${param(key, "text")}`,
    );
    taken.set(item.id, new Set(rows.map((row) => uniqueKey(row.value))));
  }
  return taken;
}

class ErrorList {
  readonly list: RowError[] = [];
  count = 0;
  rows = new Set<number>();

  add(error: RowError) {
    this.count += 1;
    this.rows.add(error.row);
    if (this.list.length < MAX_REPORTED_ERRORS) this.list.push(error);
  }
}

/**
 * The dry run: each row's cells read as values of the caller's edit view, with the view's defaults for
 * the rest, checked by the record save's own validation (the engine's validate() and the references),
 * plus unique values against the entity's records and the file's earlier rows (read once). Answers the values of
 * every row and the problems found.
 */
export async function checkRows(
  db: Database,
  entity: EntityRow,
  models: EntityModels,
  model: ViewModel,
  columns: readonly string[],
  rows: readonly ImportRow[],
  mapping: Record<string, number>,
  onProgress: (processed: number, errorCount: number) => Promise<void>,
  caller: CallerContext,
): Promise<{ values: Values[]; errors: ErrorList }> {
  const mapped = mappedColumns(columns, model, mapping);
  const lookups = await ImportLookups.load(
    db,
    entity.environment_id,
    mapped.map(({ index, item }) => ({ item, cells: rows.map((row) => row.c[index] ?? "") })),
    (entityId) => can(caller, entity.environment_id, entityId, "show"),
  );
  const zone = zoneOf({ context: models.context, now: new Date() });
  const columnOf = new Map(mapped.map((column) => [column.item.id, column.name]));
  const uniqueItems = mapped.filter(({ item }) => isUniqueItem(item)).map(({ item }) => item);
  const seen = new Map<number, Map<string, number>>(uniqueItems.map((item) => [item.id, new Map()]));
  const taken = await storedUniqueValues(db, entity.id, uniqueItems);
  const errors = new ErrorList();
  const values: Values[] = [];
  for (const [index, row] of rows.entries()) {
    const converted: Values = {};
    const failed = new Set<number>();
    for (const { index: column, name, item } of mapped) {
      const result = cellValue(item, row.c[column] ?? "", lookups, zone);
      if ("error" in result) {
        failed.add(item.id);
        errors.add({ row: row.n, column: name, field: item.label, message: result.error });
      } else if (result.value !== undefined) converted[item.id] = result.value;
    }
    const rowValues: Values = { ...model.defaults, ...converted };
    const found = await validateValues(db, entity, model, rowValues, {
      values: keyedValues(model, rowValues),
    });
    for (const [itemId, message] of Object.entries(found)) {
      if (failed.has(Number(itemId))) continue;
      const item = model.items[itemId];
      failed.add(Number(itemId));
      errors.add({
        row: row.n,
        column: columnOf.get(Number(itemId)) ?? null,
        field: item?.label ?? null,
        message,
      });
    }
    const uniqueEntries = uniqueItems.flatMap((item) =>
      failed.has(item.id) || isEmptyValue(rowValues[item.id]) ? [] : [{ item, value: rowValues[item.id] }],
    );
    for (const { item, value } of uniqueEntries) {
      const key = uniqueKey(value);
      const earlier = seen.get(item.id) as Map<string, number>;
      if (taken.get(item.id)?.has(key) || earlier.has(key)) {
        failed.add(item.id);
        errors.add({
          row: row.n,
          column: columnOf.get(item.id) ?? null,
          field: item.label,
          message: ALREADY_USED,
        });
      } else earlier.set(key, row.n);
    }
    values.push(rowValues);
    if ((index + 1) % PROGRESS_EVERY === 0) await onProgress(index + 1, errors.count);
  }
  return { values, errors };
}

/** The messages of a refused write, as a row's problems. */
function writeErrors(error: unknown, row: number, model: ViewModel): RowError[] {
  if (error instanceof HttpError && error.body.errors && typeof error.body.errors === "object") {
    return Object.entries(error.body.errors as Record<string, string>).map(([itemId, message]) => ({
      row,
      column: null,
      field: model.items[itemId]?.label ?? null,
      message,
    }));
  }
  return [{ row, column: null, field: null, message: SOMETHING_WENT_WRONG }];
}

/**
 * Runs a claimed job: the dry run, and for an import then every row in one transaction (all rows or
 * none). Progress goes to `runningJobs` and, where another connection can take it, to the job's row.
 */
export async function runImportJob(
  db: Database,
  caller: CallerContext,
  jobId: number,
  mode: "check" | "import",
): Promise<void> {
  // PGlite has one connection: while the import's transaction holds it, progress stays in memory.
  const separateConnections = (db as Partial<DatabaseHandle>).kind !== "pglite";
  const report = async (progress: JobProgress, store: boolean) => {
    runningJobs.set(jobId, { ...runningJobs.get(jobId), ...progress });
    if (store) await saveProgress(db, jobId, progress);
  };
  try {
    const job = await findJob(db, jobId);
    const entity = job ? await findEntity(db, job.def_dossier_id) : undefined;
    if (!job || !entity) return;
    const models = await loadEntityModels(db, caller, entity);
    const model = models.model("edit");
    const rows = await jobRows(db, jobId);
    const checking = mode === "check" ? "checking" : "importing";
    const { values, errors } = await checkRows(
      db,
      entity,
      models,
      model,
      job.columns,
      rows,
      job.mapping ?? {},
      (processed, errorCount) => report({ status: checking, processed, errorCount }, true),
      caller,
    );
    const found = { errorCount: errors.count, errors: errors.list };
    if (mode === "check" || errors.count > 0) {
      await report(
        { status: mode === "check" ? "checked" : "failed", processed: rows.length, ...found },
        true,
      );
      return;
    }
    await report({ status: "writing", processed: 0, errorCount: 0, errors: [] }, true);
    let current = 0;
    try {
      await db.transaction(async (tx) => {
        for (const [index, rowValues] of values.entries()) {
          current = rows[index]?.n ?? 0;
          await insertRecord(tx, caller, entity, models, model, rowValues, { ignoreExisting: false });
          if ((index + 1) % PROGRESS_EVERY === 0) {
            await report({ status: "writing", processed: index + 1 }, separateConnections);
          }
        }
      });
    } catch (error) {
      const refused = writeErrors(error, current, model);
      await report({ status: "failed", processed: 0, errorCount: refused.length, errors: refused }, true);
      return;
    }
    await report({ status: "imported", processed: rows.length, createdCount: values.length }, true);
  } catch (error) {
    const failure = writeErrors(error, 0, { items: {} } as ViewModel);
    await report({ status: "failed", processed: 0, errorCount: failure.length, errors: failure }, true).catch(
      () => undefined,
    );
  } finally {
    runningJobs.delete(jobId);
  }
}

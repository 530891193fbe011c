import type { CompiledItem } from "../../engine";
import { type CsvRecord, CsvWriter, csvFileName, csvHeader, zoneOf } from "../../engine";
import type { Database } from "../db/database";
import { badRequest, forbidden } from "../http/errors";
import { INVALID, REQUIRED } from "../http/messages";
import { first, listParam } from "../http/queryParams";
import { writeActivity } from "../logs/userActivity";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { metadataValues, valueOfItem } from "./derivedValues";
import type { RecordRow } from "./entityAccess";
import { requireEntity } from "./entityAccess";
import { loadEntityModels } from "./entityModels";
import { Labels } from "./formatValues";
import { recordBatches } from "./listing/batches";
import { countRecords } from "./listing/count";
import { listConditions } from "./listing/filter";
import { idParam, type ListQuery } from "./listing/listQuery";
import { listOrder } from "./listing/sort";
import { type RecordSight, readVisibleValues, sightOf } from "./recordSight";

/** Records read, formatted and written per statement; tests make it small to cross batch borders. */
export const csvExportBatch = { size: 1_000 };

/** The byte order mark lets spreadsheet programs read the file as UTF-8. */
const BYTE_ORDER_MARK = "\ufeff";

export interface CsvExport {
  /** The file's name (spec 9): the entity's id, its name and the moment. */
  fileName: string;
  /** How many records the file holds, counted before the first is read. */
  total: number;
  /** The file in pieces: the header, then the lines of one batch of records each. */
  lines: AsyncIterable<string>;
}

/** CSV needs the entity's export or export_csv right (spec 6), besides show. */
function requireCsvRight(caller: CallerContext, entity: { id: number; environment_id: number }): void {
  const may = (action: string) => can(caller, entity.environment_id, entity.id, action);
  if (!may("export") && !may("export_csv")) throw forbidden();
}

/** The chosen items (`fields[]`, by display item id) among those the caller may see; others are a 400. */
function chosenItems(query: ListQuery, visible: ReadonlyMap<number, CompiledItem>): CompiledItem[] {
  const ids = listParam(query, "fields");
  if (ids.length === 0) throw badRequest({ fields: REQUIRED });
  return ids.map((text) => {
    const item = /^\d{1,10}$/.test(text) ? visible.get(Number(text)) : undefined;
    if (!item) throw badRequest({ fields: INVALID });
    return item;
  });
}

/** `stripHtml`: on unless 0 or false. */
function stripHtmlOf(query: ListQuery): boolean {
  const text = first(query.stripHtml);
  if (text === undefined || text === "1" || text === "true") return true;
  if (text === "0" || text === "false") return false;
  throw badRequest({ stripHtml: INVALID });
}

/**
 * The CSV export of everything a list call with the same parameters matches (filters, saved query,
 * archived, dossierIds[], sort), with the chosen items' values as the caller may see them. Every check
 * happens before the answer starts; the lines then come a batch at a time, so memory does not grow with the
 * number of records.
 */
export async function exportRecordsCsv(
  db: Database,
  caller: CallerContext,
  query: ListQuery,
): Promise<CsvExport> {
  const entityId = idParam(query, "defDossier");
  if (entityId === undefined) throw badRequest({ defDossier: REQUIRED });
  const entity = await requireEntity(db, caller, entityId, "show");
  requireCsvRight(caller, entity);
  const models = await loadEntityModels(db, caller, entity, first(query.locale));
  const visible = models.visibleItems();
  const items = chosenItems(query, visible);
  const stripHtml = stripHtmlOf(query);
  const conditions = await listConditions(db, caller, entity.id, query, visible);
  const { where } = conditions;
  const order = listOrder(query, visible);
  const [total, sight] = await Promise.all([
    countRecords(db, entity.id, conditions),
    sightOf(db, caller, entity, models.bundle),
  ]);
  // Who exported what is user activity (privacy law asks to know who took records out).
  await writeActivity(db, {
    environmentId: entity.environment_id,
    userId: caller.userId,
    username: caller.username,
    type: "export",
    entityId: entity.id,
    extraData: { format: "csv", records: total },
  });
  const context = models.context;
  const fileName = csvFileName(
    entity.id,
    models.model("list").entity.namePlural,
    new Date(),
    zoneOf({ context, now: new Date() }),
  );

  async function* lines(): AsyncGenerator<string> {
    yield BYTE_ORDER_MARK + csvHeader(items);
    let labels = new Labels();
    const writer = new CsvWriter({ context, items, stripHtml, resolve: (kind, id) => labels.get(kind, id) });
    for await (const rows of recordBatches(db, entity.id, where, order, csvExportBatch.size)) {
      const records = await batchRecords(db, sight, items, rows);
      labels = await Labels.load(
        db,
        records.flatMap((record) => items.map((item) => ({ item, value: record.content[item.id] }))),
      );
      yield records.map((record) => writer.line(record)).join("");
    }
  }
  return { fileName, total, lines: lines() };
}

/** The keys of the fields and links the items show; metadata comes with the record row. */
const valueKeys = (items: readonly CompiledItem[]) => [
  ...new Set(items.map((item) => item.key).filter((key) => key.startsWith("f") || key.startsWith("l"))),
];

/** One batch of records with the chosen items' values, read through the caller's sight. */
async function batchRecords(
  db: Database,
  sight: RecordSight,
  items: readonly CompiledItem[],
  rows: readonly RecordRow[],
): Promise<CsvRecord[]> {
  const stored = await readVisibleValues(
    db,
    sight,
    rows.map((row) => row.id),
    valueKeys(items),
  );
  return rows.map((row) => {
    const values = stored.get(row.id) ?? {};
    const meta = metadataValues(row);
    return {
      id: row.id,
      content: Object.fromEntries(items.map((item) => [item.id, valueOfItem(item, values, meta)])),
      created_by: row.created_by_username,
      created_at: new Date(row.created_at).toISOString(),
      modified_by: row.modified_by_username,
      modified_at: new Date(row.modified_at).toISOString(),
    };
  });
}

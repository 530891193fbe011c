import { outsideRequest } from "../db/cancellation";
import type { Database, DatabaseHandle } from "../db/database";
import { decodeDataUrl } from "../files/dataUrl";
import { badRequest, HttpError, notFound } from "../http/errors";
import { INVALID, REQUIRED, SOMETHING_WENT_WRONG } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { type EntityRow, requireEntity } from "../records/entityAccess";
import { loadEntityModels } from "../records/entityModels";
import { guessMapping, type ImportField, importableItems, importField } from "./importFields";
import {
  claimJob,
  findJob,
  type ImportJob,
  insertJob,
  jobRows,
  type RowError,
  saveProgress,
} from "./importJobs";
import { ImportFileError, readImportFile } from "./readImportFile";
import { runImportJob, runningJobs } from "./runImport";

/** Rows shown beside the mapping, so people see what a column holds. */
const PREVIEW_ROWS = 5;
export const IMPORT_RUNNING = "This import is already running";
export const IMPORT_DONE = "This file has been imported already";
export const MAP_A_COLUMN = "Map at least one column to a field";

export interface ImportState {
  id: number;
  defDossier: number;
  environment: number;
  filename: string;
  columns: string[];
  rowCount: number;
  fields: ImportField[];
  mapping: Record<string, number>;
  status: ImportJob["status"];
  processed: number;
  errorCount: number;
  errors: RowError[];
  created: number;
  preview?: string[][];
}

async function fieldsFor(db: Database, caller: CallerContext, entity: EntityRow) {
  const models = await loadEntityModels(db, caller, entity);
  return importableItems(models.model("edit"));
}

/** A run no process reports on for this long has stopped (its process ended): it failed. */
const STALE_MS = 10 * 60 * 1000;

/**
 * Whether a job says it runs while nobody runs it: not in this process, and either on PGlite (one process
 * serves the data folder) or not heard of for STALE_MS (PostgreSQL runs store progress as they go).
 */
function isStale(db: Database, job: ImportJob): boolean {
  if (!["checking", "importing", "writing"].includes(job.status) || runningJobs.has(job.id)) return false;
  const single = (db as Partial<DatabaseHandle>).kind === "pglite";
  return single || Date.now() - new Date(job.updated_at).getTime() > STALE_MS;
}

/** A job of the caller's whose entity they may still create records of; 404 for anyone else's. */
async function requireJob(db: Database, caller: CallerContext, id: number) {
  let job = await findJob(db, id);
  if (!job || job.user_id !== caller.userId) throw notFound();
  const entity = await requireEntity(db, caller, job.def_dossier_id, "create");
  if (isStale(db, job)) {
    // Nothing of an unfinished import was committed: it can be run again.
    const errors = [{ row: 0, column: null, field: null, message: SOMETHING_WENT_WRONG }];
    await saveProgress(db, id, { status: "failed", processed: 0, errorCount: 1, errors });
    job = (await findJob(db, id)) as ImportJob;
  }
  return { job, entity };
}

function stateOf(job: ImportJob, fields: ImportField[], mapping: Record<string, number>): ImportState {
  const live = runningJobs.get(job.id);
  return {
    id: job.id,
    defDossier: job.def_dossier_id,
    environment: job.environment_id,
    filename: job.filename,
    columns: job.columns,
    rowCount: job.row_count,
    fields,
    mapping,
    status: live?.status ?? job.status,
    processed: live?.processed ?? job.processed,
    errorCount: live?.errorCount ?? job.error_count,
    errors: live?.errors ?? job.errors,
    created: live?.createdCount ?? job.created_count,
  };
}

/** Reads an uploaded file into a new job: its columns, rows and a guessed mapping. */
export async function uploadImport(
  db: Database,
  caller: CallerContext,
  input: { defDossier: number; filename: string; file: string },
): Promise<ImportState> {
  const entity = await requireEntity(db, caller, input.defDossier, "create");
  const decoded = decodeDataUrl(input.file);
  if (!decoded) throw badRequest({ file: INVALID });
  let sheet: Awaited<ReturnType<typeof readImportFile>>;
  try {
    sheet = await readImportFile(input.filename, decoded.mime, decoded.bytes);
  } catch (error) {
    if (error instanceof ImportFileError) throw badRequest({ file: error.message });
    throw badRequest({ file: INVALID });
  }
  const items = await fieldsFor(db, caller, entity);
  const id = await insertJob(db, {
    environmentId: entity.environment_id,
    entityId: entity.id,
    userId: caller.userId,
    filename: input.filename,
    columns: sheet.columns,
    rows: sheet.rows,
  });
  const job = (await findJob(db, id)) as ImportJob;
  return {
    ...stateOf(job, items.map(importField), guessMapping(sheet.columns, items)),
    preview: sheet.rows.slice(0, PREVIEW_ROWS).map((row) => row.c),
  };
}

export async function getImport(db: Database, caller: CallerContext, id: number): Promise<ImportState> {
  const { job, entity } = await requireJob(db, caller, id);
  const items = await fieldsFor(db, caller, entity);
  const mapping = job.mapping ?? guessMapping(job.columns, items);
  return {
    ...stateOf(job, items.map(importField), mapping),
    preview: (await jobRows(db, id)).slice(0, PREVIEW_ROWS).map((row) => row.c),
  };
}

/** Checks a mapping: known columns, importable items, each item once, at least one column. */
function checkMapping(job: ImportJob, fields: readonly ImportField[], mapping: Record<string, number>) {
  const known = new Set(fields.map((field) => field.id));
  const used = new Set<number>();
  for (const [column, itemId] of Object.entries(mapping)) {
    const index = Number(column);
    if (!Number.isInteger(index) || index < 0 || index >= job.columns.length)
      throw badRequest({ mapping: INVALID });
    if (!known.has(itemId) || used.has(itemId)) throw badRequest({ mapping: INVALID });
    used.add(itemId);
  }
  if (used.size === 0) throw badRequest({ mapping: MAP_A_COLUMN });
}

/**
 * Starts the dry run or the import of a job with a mapping (column index to display item id) and
 * answers at once; the work goes on outside the request, and GET /import/{id} tells how far it is.
 */
export async function startImport(
  db: Database,
  caller: CallerContext,
  id: number,
  mode: "check" | "import",
  mapping: Record<string, number> | undefined,
): Promise<ImportState> {
  if (!mapping) throw badRequest({ mapping: REQUIRED });
  const { job, entity } = await requireJob(db, caller, id);
  if (job.status === "imported") throw new HttpError(409, { message: IMPORT_DONE });
  const items = await fieldsFor(db, caller, entity);
  const fields = items.map(importField);
  checkMapping(job, fields, mapping);
  if (!(await claimJob(db, id, mode === "check" ? "checking" : "importing", mapping))) {
    throw new HttpError(409, { message: IMPORT_RUNNING });
  }
  runningJobs.set(id, {
    status: mode === "check" ? "checking" : "importing",
    processed: 0,
    errorCount: 0,
    errors: [],
  });
  const state = stateOf((await findJob(db, id)) as ImportJob, fields, mapping);
  outsideRequest(() => {
    void runImportJob(db, caller, id, mode);
  });
  return state;
}

import type { Database } from "../db/database";
import { jsonb } from "../db/database";
import type { ImportRow } from "./readImportFile";

type Queryable = Pick<Database, "query">;

export type ImportStatus =
  | "uploaded"
  | "checking"
  | "checked"
  | "importing"
  | "writing"
  | "imported"
  | "failed";

/** One problem of one row: its line in the file, the column and field it concerns, the message. */
export interface RowError {
  row: number;
  column: string | null;
  field: string | null;
  message: string;
}

export interface ImportJob {
  id: number;
  environment_id: number;
  def_dossier_id: number;
  user_id: number;
  filename: string;
  columns: string[];
  row_count: number;
  mapping: Record<string, number> | null;
  status: ImportStatus;
  processed: number;
  error_count: number;
  errors: RowError[];
  created_count: number;
  updated_at: Date;
}

const JOB_COLUMNS = `id, environment_id, def_dossier_id, user_id, filename, columns, row_count, mapping, status,
  processed, error_count, errors, created_count, updated_at`;

export async function insertJob(
  db: Queryable,
  job: {
    environmentId: number;
    entityId: number;
    userId: number;
    filename: string;
    columns: string[];
    rows: ImportRow[];
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `insert into import_jobs (environment_id, def_dossier_id, user_id, filename, columns, rows, row_count)
     values ($1, $2, $3, $4, $5::jsonb, $6::jsonb, $7) returning id`,
    [
      job.environmentId,
      job.entityId,
      job.userId,
      job.filename,
      jsonb(job.columns),
      jsonb(job.rows),
      job.rows.length,
    ],
  );
  return row?.id as number;
}

export async function findJob(db: Queryable, id: number): Promise<ImportJob | undefined> {
  const [job] = await db.query<ImportJob>(`select ${JOB_COLUMNS} from import_jobs where id = $1`, [id]);
  return job;
}

export async function jobRows(db: Queryable, id: number): Promise<ImportRow[]> {
  const [row] = await db.query<{ rows: ImportRow[] | null }>("select rows from import_jobs where id = $1", [
    id,
  ]);
  return row?.rows ?? [];
}

/** Moves a job that is not running (nor done) into `status`; false when another run holds it. */
export async function claimJob(
  db: Queryable,
  id: number,
  status: ImportStatus,
  mapping: Record<string, number>,
): Promise<boolean> {
  const rows = await db.query(
    `update import_jobs set status = $2, mapping = $3::jsonb, processed = 0, error_count = 0,
            errors = '[]'::jsonb, updated_at = now()
      where id = $1 and status in ('uploaded', 'checked', 'failed') returning id`,
    [id, status, jsonb(mapping)],
  );
  return rows.length > 0;
}

export interface JobProgress {
  status: ImportStatus;
  processed: number;
  errorCount?: number;
  errors?: RowError[];
  createdCount?: number;
}

/** Stores how far a job has come; the rows are dropped once they are imported. */
export async function saveProgress(db: Queryable, id: number, progress: JobProgress): Promise<void> {
  await db.query(
    `update import_jobs set status = $2, processed = $3,
            error_count = coalesce($4, error_count), errors = coalesce($5::jsonb, errors),
            created_count = coalesce($6, created_count), updated_at = now(),
            rows = case when $2 = 'imported' then null else rows end
      where id = $1`,
    [
      id,
      progress.status,
      progress.processed,
      progress.errorCount ?? null,
      progress.errors ? jsonb(progress.errors) : null,
      progress.createdCount ?? null,
    ],
  );
}

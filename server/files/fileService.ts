import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, HttpError, notFound } from "../http/errors";
import { INVALID, REQUIRED } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { requireRecord } from "../records/entityAccess";
import { isFileHeld, mayReadFile, removeFileFromValues } from "../records/fileHolders";
import { canDeleteFiles } from "./canDeleteFiles";
import { canUploadFiles } from "./canUploadFiles";
import { decodeDataUrl } from "./dataUrl";
import { safeFilename } from "./safeFilename";

type Queryable = Pick<Database, "query">;

export interface FileRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string;
  filename: string;
  description: string | null;
  mime: string;
  size: number;
  created_by: number | null;
  created_at: Date;
}

export interface UploadInput {
  environment?: unknown;
  name?: unknown;
  description?: unknown;
  file?: unknown;
}

const COLUMNS = "id, uuid, environment_id, name, filename, description, mime, size, created_by, created_at";

/** What the API answers about a file. */
export function fileView(row: FileRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    environment_id: row.environment_id,
    name: row.name,
    filename: row.filename,
    description: row.description,
    mime: row.mime,
    size: row.size,
    created_at: new Date(row.created_at).toISOString(),
  };
}

async function findFile(db: Queryable, fileId: number): Promise<FileRow | undefined> {
  const [row] = await db.query<FileRow>(`select ${COLUMNS} from files where id = $1`, [fileId]);
  return row;
}

/** The file, once the caller may reach its environment: 404 when there is none, 403 for outsiders. */
async function requireFile(db: Database, caller: CallerContext, fileId: number): Promise<FileRow> {
  const file = await findFile(db, fileId);
  if (!file) throw notFound();
  await requireEnvironment(db, caller, file.environment_id);
  return file;
}

/**
 * POST /file: stores a file sent as a data URL in an environment where the caller may create or edit
 * records of some entity (files exist to be held by records), or administers.
 */
export async function uploadFile(db: Database, caller: CallerContext, input: UploadInput) {
  const environment = Number(input.environment);
  if (input.environment === undefined || input.environment === null || input.environment === "") {
    throw badRequest({ environment: REQUIRED });
  }
  if (!Number.isInteger(environment) || environment <= 0) throw badRequest({ environment: INVALID });
  await requireEnvironment(db, caller, environment);
  if (!canUploadFiles(caller, environment)) throw forbidden();
  if (typeof input.file !== "string" || input.file === "") throw badRequest({ file: REQUIRED });
  const decoded = decodeDataUrl(input.file);
  if (!decoded) throw badRequest({ file: INVALID });
  const name = typeof input.name === "string" && input.name.trim() ? input.name : "";
  if (!name) throw badRequest({ name: REQUIRED });
  const filename = safeFilename(name);
  const description = typeof input.description === "string" ? input.description.slice(0, 2000) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx.query<FileRow>(
      `insert into files (environment_id, name, filename, description, mime, size, storage_key, created_by)
       values ($1, $2, $3, $4, $5, $6, 'db', $7) returning ${COLUMNS}`,
      [environment, filename, filename, description, decoded.mime, decoded.bytes.length, caller.userId],
    );
    const file = row as FileRow;
    await tx.query("insert into file_contents (file_id, bytes) values ($1, $2)", [file.id, decoded.bytes]);
    return fileView(file);
  });
}

/** GET /file/{id}/download: the bytes with the stored type and name, for those who may read the file. */
export async function downloadFile(db: Database, caller: CallerContext, fileId: number) {
  const file = await requireFile(db, caller, fileId);
  if (!(await mayReadFile(db, caller, file))) throw forbidden();
  const [content] = await db.query<{ bytes: Uint8Array }>(
    "select bytes from file_contents where file_id = $1",
    [file.id],
  );
  if (!content) throw notFound();
  return { file, bytes: Buffer.from(content.bytes) };
}

/** The answer to deleting a file a record still holds (the Files page shows it as it is). */
export const FILE_IN_USE = "This file is used by a record and cannot be deleted";

/**
 * DELETE /file/{id}: removes a file no record holds (409 while one does: detach it from the record
 * first). Admins, environment admins and holders of the file-delete credential may; the uploader too.
 */
export async function deleteFile(db: Database, caller: CallerContext, fileId: number): Promise<void> {
  const file = await requireFile(db, caller, fileId);
  if (!canDeleteFiles(caller, file.environment_id) && file.created_by !== caller.userId) throw forbidden();
  await db.transaction(async (tx) => {
    if (await isFileHeld(tx, file)) {
      throw new HttpError(409, { message: FILE_IN_USE, errors: { file: FILE_IN_USE } });
    }
    await tx.query("delete from files where id = $1", [file.id]);
  });
}

/**
 * DELETE /file/{id}/detach/{dossierId}: takes the file out of one record's values; the file stays (a file the record does not
 * hold is no error). Needs
 * edit on the record (not archived) and the right to delete files.
 */
export async function detachFile(
  db: Database,
  caller: CallerContext,
  fileId: number,
  recordId: number,
): Promise<void> {
  const file = await requireFile(db, caller, fileId);
  const { record } = await requireRecord(db, caller, recordId, "edit");
  if (record.environment_id !== file.environment_id) throw notFound();
  if (!canDeleteFiles(caller, file.environment_id)) throw forbidden();
  if (record.archived) throw badRequest({ dossier: INVALID });
  // Detaching what the record does not hold (any more) changes nothing: the call is idempotent.
  await db.transaction((tx) => removeFileFromValues(tx, file, record.id));
}

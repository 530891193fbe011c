import type { Pager } from "../../schemas";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { decodeDataUrl } from "../files/dataUrl";
import { safeFilename } from "../files/safeFilename";
import { badRequest, forbidden, notFound } from "../http/errors";
import { INVALID, REQUIRED } from "../http/messages";
import { type PageRequest, pagerOf } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { findEntity } from "../records/entityAccess";
import { loadEntityModels } from "../records/entityModels";
import { documentItems, tagsOf } from "./documentData";
import { TEMPLATE_UNREADABLE, templateTags } from "./docxTemplate";

type Queryable = Pick<Database, "query">;

/** Templates are Word files; larger ones are refused before they are read. */
export const MAX_TEMPLATE_BYTES = 10 * 1024 * 1024;
export const TEMPLATE_TOO_LARGE = "The maximum file size is 10 MB";

export interface TemplateRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number | null;
  name: string;
  translations: Record<string, string>;
  filename: string;
  size: number;
  created_by_username: string | null;
  created_at: Date;
  modified_at: Date;
}

const COLUMNS = `t.id, t.uuid, t.environment_id, t.def_dossier_id, t.name, t.translations, t.filename, t.size,
  u.username as created_by_username, t.created_at, t.modified_at`;
const FROM = "document_templates t left join users u on u.id = t.created_by";

export interface TemplateInput {
  name?: string;
  defDossier?: number | null;
  translations?: Record<string, string>;
  filename?: string;
  /** The .docx as a base64 data URL, as files are uploaded. */
  file?: string;
}

/** Managing templates is the kedo.kedocx area; the designer lists them for action buttons too. */
function mayManage(caller: CallerContext, environmentId: number): boolean {
  return hasAdminCredential(caller, environmentId, "kedo.kedocx");
}
function mayList(caller: CallerContext, environmentId: number): boolean {
  return mayManage(caller, environmentId) || hasAdminCredential(caller, environmentId, "kedo.displayitem");
}

export function templateView(row: TemplateRow) {
  return {
    id: row.id,
    uuid: row.uuid,
    environment_id: row.environment_id,
    def_dossier_id: row.def_dossier_id,
    name: row.name,
    translations: row.translations,
    filename: row.filename,
    size: row.size,
    created_by: row.created_by_username,
    created_at: new Date(row.created_at).toISOString(),
    modified_at: new Date(row.modified_at).toISOString(),
  };
}
export type TemplateView = ReturnType<typeof templateView>;

/** A template by id or uuid (action buttons store the uuid), without checks. */
export async function findTemplate(
  db: Queryable,
  ref: number | string,
): Promise<(TemplateRow & { bytes: Buffer }) | undefined> {
  const byId = typeof ref === "number";
  const [row] = await db.query<TemplateRow & { bytes: Uint8Array }>(
    `select ${COLUMNS}, t.bytes from ${FROM} where ${byId ? "t.id = $1" : "t.uuid = $1"}`,
    [ref],
  );
  // PGlite answers bytea as a Uint8Array, pg as a Buffer.
  return row && { ...row, bytes: Buffer.from(row.bytes) };
}

async function requireManaged(db: Database, caller: CallerContext, id: number) {
  const row = await findTemplate(db, id);
  if (!row) throw notFound();
  await requireEnvironment(db, caller, row.environment_id);
  if (!mayManage(caller, row.environment_id)) throw forbidden();
  return row;
}

/** The entity a template is for must be of the template's environment. */
async function checkedEntity(db: Queryable, environmentId: number, entityId: number | null | undefined) {
  if (entityId === null || entityId === undefined) return null;
  const entity = await findEntity(db, entityId);
  if (!entity || entity.environment_id !== environmentId) throw badRequest({ defDossier: INVALID });
  return entity.id;
}

/** The .docx of a data URL, checked to be a template docxtemplater can fill. */
function templateBytes(file: string): Buffer {
  const decoded = decodeDataUrl(file);
  if (!decoded) throw badRequest({ file: TEMPLATE_UNREADABLE });
  if (decoded.bytes.length > MAX_TEMPLATE_BYTES) throw badRequest({ file: TEMPLATE_TOO_LARGE });
  templateTags(decoded.bytes);
  return decoded.bytes;
}

const filenameOf = (input: TemplateInput, fallback: string) =>
  `${safeFilename(input.filename?.trim() || fallback).replace(/\.docx$/i, "")}.docx`;

export async function listTemplates(
  db: Database,
  caller: CallerContext,
  query: { environment?: number; defDossier?: number; search?: string },
  page: PageRequest,
): Promise<{ results: TemplateView[]; pager: Pager }> {
  let environmentId = query.environment;
  if (query.defDossier !== undefined) {
    const entity = await findEntity(db, query.defDossier);
    if (!entity) throw notFound();
    if (environmentId !== undefined && environmentId !== entity.environment_id) throw forbidden();
    environmentId = entity.environment_id;
  }
  if (environmentId === undefined) throw badRequest({ environment: REQUIRED });
  await requireEnvironment(db, caller, environmentId);
  if (!mayList(caller, environmentId)) throw forbidden();
  const conditions = ["t.environment_id = $1"];
  const params: unknown[] = [environmentId];
  if (query.defDossier !== undefined) {
    params.push(query.defDossier);
    conditions.push(`(t.def_dossier_id = $${params.length} or t.def_dossier_id is null)`);
  }
  if (query.search?.trim()) {
    params.push(`%${query.search.trim().toLowerCase()}%`);
    conditions.push(`lower(t.name) like $${params.length}`);
  }
  const where = conditions.join(" and ");
  const [{ count }] = (await db.query<{ count: number }>(
    `select count(*)::int as count from document_templates t where ${where}`,
    params,
  )) as [{ count: number }];
  const rows = await db.query<TemplateRow>(
    `select ${COLUMNS} from ${FROM} where ${where} order by lower(t.name), t.id
      limit ${page.limit} offset ${page.offset}`,
    params,
  );
  return { results: rows.map(templateView), pager: pagerOf(page, count) };
}

/**
 * One template with the tags its file uses and the tags its entity offers the caller, so the page can show
 * which tags will print nothing.
 */
export async function getTemplate(db: Database, caller: CallerContext, id: number) {
  const row = await requireManaged(db, caller, id);
  const entity = row.def_dossier_id === null ? undefined : await findEntity(db, row.def_dossier_id);
  const offered = entity
    ? [...tagsOf(documentItems(await loadEntityModels(db, caller, entity))).entries()].map(
        ([item, tags]) => ({
          label: item.label,
          tags,
        }),
      )
    : [];
  return { ...templateView(row), tags: templateTags(row.bytes), offered };
}

export async function createTemplate(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  input: TemplateInput,
): Promise<TemplateView> {
  await requireEnvironment(db, caller, environmentId);
  if (!mayManage(caller, environmentId)) throw forbidden();
  const errors: Record<string, string> = {};
  if (!input.name?.trim()) errors.name = REQUIRED;
  if (!input.file) errors.file = REQUIRED;
  if (Object.keys(errors).length > 0) throw badRequest(errors);
  const bytes = templateBytes(input.file as string);
  const entityId = await checkedEntity(db, environmentId, input.defDossier);
  const [created] = await db.query<{ id: number }>(
    `insert into document_templates (environment_id, def_dossier_id, name, translations, filename, size, bytes, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [
      environmentId,
      entityId,
      (input.name as string).trim(),
      JSON.stringify(input.translations ?? {}),
      filenameOf(input, input.name as string),
      bytes.length,
      bytes,
      caller.userId,
    ],
  );
  return templateView((await findTemplate(db, (created as { id: number }).id)) as TemplateRow);
}

export async function updateTemplate(
  db: Database,
  caller: CallerContext,
  id: number,
  input: TemplateInput,
): Promise<TemplateView> {
  const row = await requireManaged(db, caller, id);
  if (input.name !== undefined && !input.name.trim()) throw badRequest({ name: REQUIRED });
  const bytes = input.file === undefined ? undefined : templateBytes(input.file);
  const entityId =
    input.defDossier === undefined
      ? row.def_dossier_id
      : await checkedEntity(db, row.environment_id, input.defDossier);
  await db.query(
    `update document_templates set name = $2, def_dossier_id = $3, translations = $4, filename = $5,
        size = coalesce($6, size), bytes = coalesce($7, bytes), modified_at = now()
      where id = $1`,
    [
      id,
      input.name?.trim() ?? row.name,
      entityId,
      JSON.stringify(input.translations ?? row.translations),
      input.filename !== undefined || bytes ? filenameOf(input, row.filename) : row.filename,
      bytes?.length ?? null,
      bytes ?? null,
    ],
  );
  return templateView((await findTemplate(db, id)) as TemplateRow);
}

export async function deleteTemplate(db: Database, caller: CallerContext, id: number): Promise<void> {
  await requireManaged(db, caller, id);
  await db.query("delete from document_templates where id = $1", [id]);
}

/** The template's own .docx, to edit it in Word and upload it again. */
export async function downloadTemplate(db: Database, caller: CallerContext, id: number) {
  const row = await requireManaged(db, caller, id);
  return { filename: row.filename, bytes: row.bytes };
}

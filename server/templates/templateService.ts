import { check, TemplateContent, type TemplateTranslation } from "../../schemas";
import { type Database, jsonb } from "../db/database";
import { parseLogo } from "../environments/logo";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { REQUIRED } from "../http/messages";
import { type PageRequest, pagerOf } from "../http/pager";
import { containsPattern } from "../http/search";
import type { CallerContext } from "../permissions/callerContext";
import { canCreateEnvironment } from "../permissions/canCreateEnvironment";
import { buildTemplate } from "./buildTemplate";
import { TEMPLATE_NOT_APPLIED } from "./templateMessages";

interface Row {
  id: number;
  name: string;
  description: string | null;
  template: string;
  translations: TemplateTranslation[];
  has_thumbnail: boolean;
  created_at: Date;
  modified_at: Date;
}

const SELECT = `select id, name, description, template, translations, thumbnail is not null as has_thumbnail,
  created_at, modified_at from templates`;

const thumbnailPath = (id: number) => `/api/admin/template/${id}/thumbnail`;

/** A template as the API answers it; the template JSON only for super admins (who edit it). */
function templateView(row: Row, withContent: boolean) {
  const thumbnail = row.has_thumbnail ? thumbnailPath(row.id) : null;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    created_at: new Date(row.created_at).toISOString(),
    modified_at: new Date(row.modified_at).toISOString(),
    thumbnail_path: thumbnail,
    translations: row.translations.map((t) => ({ ...t, thumbnail_path: thumbnail })),
    ...(withContent ? { template: row.template } : {}),
  };
}

/** Templates are kept by super admins; whoever may create an environment may list them to pick one. */
function requireReader(ctx: CallerContext): void {
  if (!ctx.superAdmin && !canCreateEnvironment(ctx)) throw forbidden();
}

function requireSuperAdmin(ctx: CallerContext): void {
  if (!ctx.superAdmin) throw forbidden();
}

async function find(db: Database, id: number): Promise<Row> {
  const [row] = await db.query<Row>(`${SELECT} where id = $1`, [id]);
  if (!row) throw notFound();
  return row;
}

/** GET /admin/template {limit, page, name}: by name, 9 per page unless asked otherwise. */
export async function listTemplates(
  db: Database,
  ctx: CallerContext,
  name: string | undefined,
  page: PageRequest,
) {
  requireReader(ctx);
  const pattern = name?.trim() ? containsPattern(name.trim()) : null;
  const where = `($1::text is null or name ilike $1 or exists (
    select 1 from jsonb_array_elements(translations) t where t->>'name' ilike $1))`;
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from templates where ${where}`, [
    pattern,
  ]);
  const rows = await db.query<Row>(`${SELECT} where ${where} order by lower(name), id limit $2 offset $3`, [
    pattern,
    page.limit,
    page.offset,
  ]);
  return { results: rows.map((r) => templateView(r, false)), pager: pagerOf(page, count?.n ?? 0) };
}

/** GET /admin/template/{id}. */
export async function getTemplate(db: Database, ctx: CallerContext, id: number) {
  requireReader(ctx);
  return templateView(await find(db, id), ctx.superAdmin);
}

export interface TemplateWrite {
  name?: string;
  description?: string | null;
  translations?: TemplateTranslation[];
  /** Make (or make again) the template JSON from this environment's metadata. */
  environment?: number;
  /** The template JSON text itself. */
  template?: string;
  /** A png or jpeg as a data URL; null removes it. */
  thumbnail?: string | null;
}

/** The template JSON to store: made from the environment, or the text given once it reads as a template. */
async function contentOf(db: Database, ctx: CallerContext, input: TemplateWrite, errors: FieldErrors) {
  if (input.environment !== undefined) {
    await requireEnvironment(db, ctx, input.environment);
    return JSON.stringify(await buildTemplate(db, input.environment));
  }
  if (input.template === undefined) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(input.template);
  } catch {
    errors.template = TEMPLATE_NOT_APPLIED;
    return undefined;
  }
  const result = check(TemplateContent, parsed);
  if (!result.ok) {
    const [issue] = result.issues;
    errors.template = issue ? `${issue.path} ${issue.message}`.trim() : TEMPLATE_NOT_APPLIED;
    return undefined;
  }
  return JSON.stringify(result.value);
}

function thumbnailOf(input: TemplateWrite, errors: FieldErrors) {
  if (!input.thumbnail) return null;
  const logo = parseLogo(input.thumbnail);
  if ("error" in logo) {
    errors.thumbnail = logo.error;
    return null;
  }
  return logo;
}

/** POST /admin/template: a name and the content, from an environment or as JSON text. */
export async function createTemplate(db: Database, ctx: CallerContext, input: TemplateWrite) {
  requireSuperAdmin(ctx);
  const errors: FieldErrors = {};
  if (!input.name?.trim()) errors.name = REQUIRED;
  const content = await contentOf(db, ctx, input, errors);
  if (content === undefined && !errors.template) errors.environment = REQUIRED;
  const thumbnail = thumbnailOf(input, errors);
  assertNoErrors(errors);
  const [created] = await db.query<{ id: number }>(
    `insert into templates (name, description, template, translations, thumbnail, thumbnail_mime, created_by)
     values ($1, $2, $3, $4::jsonb, $5, $6, $7) returning id`,
    [
      input.name?.trim(),
      input.description ?? null,
      content,
      jsonb(input.translations ?? []),
      thumbnail?.bytes ?? null,
      thumbnail?.mime ?? null,
      ctx.userId,
    ],
  );
  return { id: created?.id };
}

/** PATCH /admin/template/{id}: any part; an environment makes the template JSON again from it. */
export async function updateTemplate(db: Database, ctx: CallerContext, id: number, input: TemplateWrite) {
  requireSuperAdmin(ctx);
  await find(db, id);
  const errors: FieldErrors = {};
  if (input.name !== undefined && !input.name.trim()) errors.name = REQUIRED;
  const content = await contentOf(db, ctx, input, errors);
  const thumbnail = thumbnailOf(input, errors);
  assertNoErrors(errors);
  await db.query(
    `update templates set name = coalesce($2, name),
       description = case when $3 then $4 else description end,
       template = coalesce($5, template), translations = coalesce($6::jsonb, translations),
       thumbnail = case when $7 then $8 else thumbnail end,
       thumbnail_mime = case when $7 then $9 else thumbnail_mime end,
       modified_at = now()
     where id = $1`,
    [
      id,
      input.name?.trim() ?? null,
      input.description !== undefined,
      input.description ?? null,
      content ?? null,
      input.translations === undefined ? null : jsonb(input.translations),
      input.thumbnail !== undefined,
      thumbnail?.bytes ?? null,
      thumbnail?.mime ?? null,
    ],
  );
  return getTemplate(db, ctx, id);
}

/** DELETE /admin/template/{id}. */
export async function deleteTemplate(db: Database, ctx: CallerContext, id: number): Promise<void> {
  requireSuperAdmin(ctx);
  await find(db, id);
  await db.query("delete from templates where id = $1", [id]);
}

/** GET /admin/template/{id}/thumbnail. */
export async function getThumbnail(db: Database, ctx: CallerContext, id: number) {
  requireReader(ctx);
  const [row] = await db.query<{ thumbnail: Buffer | null; thumbnail_mime: string | null }>(
    "select thumbnail, thumbnail_mime from templates where id = $1",
    [id],
  );
  if (!row?.thumbnail || !row.thumbnail_mime) throw notFound();
  return { bytes: Buffer.from(row.thumbnail), mime: row.thumbnail_mime };
}

import type { Locale } from "../../schemas";
import { assertEnvironmentAllowed } from "../contracts/environmentAllowance";
import { type Database, jsonb } from "../db/database";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { TOO_LARGE, tooLarge } from "../http/jsonSize";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import { type CallerContext, ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { canAccessEnvironment } from "../permissions/canAccessEnvironment";
import { canCreateEnvironment } from "../permissions/canCreateEnvironment";
import { entityCredentials } from "../permissions/entityCredentials";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { environmentLayoutOf } from "./environmentLayout";
import { environmentSummary } from "./environmentView";
import { parseLogo } from "./logo";
import {
  ENVIRONMENT_COLUMNS,
  ENVIRONMENT_FROM,
  type EnvironmentRow,
  requireEnvironment,
} from "./requireEnvironment";

const MAX_SETTINGS_BYTES = 256 * 1024;
/** The role every new environment starts with; its creator holds it. */
export const ADMINISTRATORS_ROLE = "Administrators";

async function localesOf(db: Database, environmentIds: number[]): Promise<Map<number, Locale[]>> {
  const rows = await db.query<Locale & { environment_id: number }>(
    `select el.environment_id, l.id, l.code, l.name from environment_locales el join locales l on l.id = el.locale_id
      where el.environment_id = any($1::int[]) order by el.rank, l.id`,
    [environmentIds],
  );
  const result = new Map<number, Locale[]>();
  for (const { environment_id, ...locale } of rows) {
    result.set(environment_id, [...(result.get(environment_id) ?? []), locale]);
  }
  return result;
}

/** GET /environment: the caller's environments (all of them for super admins), searched by name. */
export async function listEnvironments(
  db: Database,
  ctx: CallerContext,
  name: string | undefined,
  page: PageRequest,
) {
  const pattern = name?.trim() ? containsPattern(name.trim()) : null;
  const where = `($1::boolean or exists (select 1 from environment_users eu
                   where eu.environment_id = e.id and eu.user_id = $2 and eu.active))
                 and ($3::text is null or e.name ilike $3)`;
  const params = [ctx.superAdmin, ctx.userId, pattern];
  const [count] = await db.query<{ n: number }>(
    `select count(*)::int as n from environments e where ${where}`,
    params,
  );
  const rows = await db.query<EnvironmentRow>(
    `select ${ENVIRONMENT_COLUMNS} from ${ENVIRONMENT_FROM} where ${where}
      order by lower(e.name), e.id limit $4 offset $5`,
    [...params, page.limit, page.offset],
  );
  const locales = await localesOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((row) => environmentSummary(row, locales.get(row.id) ?? [])),
    items: count?.n ?? 0,
  };
}

/** GET /environment/{id}: with its languages, roles, modules, entities and the caller's credentials. */
export async function getEnvironment(db: Database, ctx: CallerContext, environmentId: number) {
  const row = await requireEnvironment(db, ctx, environmentId);
  const locales = (await localesOf(db, [environmentId])).get(environmentId) ?? [];
  const roles = await db.query<{ id: number; name: string; credentials: string[] }>(
    `select r.id, r.name, array(select credential from role_credentials where role_id = r.id order by 1) as credentials
       from roles r where r.environment_id = $1 order by lower(r.name)`,
    [environmentId],
  );
  const modules = await db.query<{
    id: number;
    active: boolean;
    settings: object;
    module_id: number;
    name: string;
  }>(
    `select em.id, em.active, em.settings, m.id as module_id, m.name
       from environment_modules em join modules m on m.id = em.module_id
      where em.environment_id = $1 order by m.name`,
    [environmentId],
  );
  const entities = await db.query<{
    id: number;
    uuid: string;
    name: string | null;
    type: string;
    rank: number;
    archiveable: boolean;
    translations: unknown[];
    custom_credentials: string[];
  }>(
    `select id, uuid, name, type, rank, archiveable, translations, custom_credentials
       from def_dossiers where environment_id = $1 order by rank, id`,
    [environmentId],
  );
  return {
    ...environmentSummary(row, locales),
    settings: row.settings,
    layout: environmentLayoutOf(row.layout),
    roles: roles.map((r) => ({ ...r, environment: environmentId })),
    env_modules: modules.map((m) => ({
      id: m.id,
      environment: environmentId,
      module: m.name,
      module_id: m.module_id,
      active: m.active,
      settings: m.settings,
    })),
    defdossiers: entities.map(({ custom_credentials, ...entity }) => ({
      ...entity,
      environment: environmentId,
      credentials: entityCredentials(ctx, environmentId, entity.id, custom_credentials),
    })),
    credentials: ctx.superAdmin ? [ENVIRONMENT_ADMIN] : [...ctx.credentials(environmentId)],
  };
}

/** Finds the locales of the given codes (or ids); unknown ones are reported by the caller. */
async function resolveLocales(db: Database, languages: (string | number)[]) {
  const rows = await db.query<Locale>("select id, code, name from locales");
  const found: Locale[] = [];
  const unknown: (string | number)[] = [];
  for (const language of languages) {
    const locale = rows.find((l) => l.code === language || l.id === language);
    if (!locale) unknown.push(language);
    else if (!found.includes(locale)) found.push(locale);
  }
  return { found, unknown };
}

export interface NewEnvironment {
  name: string;
  description: string;
  image?: string | null;
  languages: (string | number)[];
  template?: number | null;
}

/**
 * POST /environment, for super and contract admins (the latter within their contract, see contracts/). The environment
 * starts with its languages in the given order and an Administrators role held by its creator.
 */
export async function createEnvironment(db: Database, ctx: CallerContext, input: NewEnvironment) {
  if (!canCreateEnvironment(ctx)) throw forbidden();
  await assertEnvironmentAllowed(db, ctx);
  const errors: FieldErrors = {};
  const { found, unknown } = await resolveLocales(db, input.languages);
  if (unknown.length > 0) errors.languages = `Unknown language: ${unknown.join(", ")}`;
  const logo = input.image ? parseLogo(input.image) : null;
  if (logo && "error" in logo) errors.image = logo.error;
  assertNoErrors(errors);

  return db.transaction(async (tx) => {
    const [environment] = await tx.query<{ id: number; uuid: string }>(
      `insert into environments (name, description, logo, logo_mime, template_id, created_by, modified_by)
       values ($1, $2, $3, $4, $5, $6, $6) returning id, uuid`,
      [
        input.name.trim(),
        input.description.trim(),
        logo && "bytes" in logo ? logo.bytes : null,
        logo && "mime" in logo ? logo.mime : null,
        input.template ?? null,
        ctx.userId,
      ],
    );
    if (!environment) throw new Error("The environment was not stored");
    await tx.query(
      `insert into environment_locales (environment_id, locale_id, rank)
       select $1, locale_id, rank from unnest($2::int[]) with ordinality as t(locale_id, rank)`,
      [environment.id, found.map((l) => l.id)],
    );
    const [role] = await tx.query<{ id: number }>(
      "insert into roles (environment_id, name, created_by) values ($1, $2, $3) returning id",
      [environment.id, ADMINISTRATORS_ROLE, ctx.userId],
    );
    await tx.query("insert into role_credentials (role_id, credential) values ($1, $2)", [
      role?.id,
      ENVIRONMENT_ADMIN,
    ]);
    const [membership] = await tx.query<{ id: number }>(
      "insert into environment_users (environment_id, user_id) values ($1, $2) returning id",
      [environment.id, ctx.userId],
    );
    await tx.query("insert into environment_user_roles (environment_user_id, role_id) values ($1, $2)", [
      membership?.id,
      role?.id,
    ]);
    return environment;
  });
}

export interface EnvironmentChanges {
  name?: string;
  description?: string;
  image?: string | null;
  active?: boolean;
  settings?: Record<string, unknown>;
  /** The languages, the default first: replaces the environment's own (the Generic page). */
  languages?: (string | number)[];
}

/** Makes the environment's languages exactly these, in this order (the first is the default). */
async function replaceLanguages(db: Database, environmentId: number, locales: Locale[]): Promise<void> {
  const ids = locales.map((l) => l.id);
  await db.query(
    "delete from environment_locales where environment_id = $1 and not (locale_id = any($2::int[]))",
    [environmentId, ids],
  );
  await db.query(
    `insert into environment_locales (environment_id, locale_id, rank)
     select $1, locale_id, rank from unnest($2::int[]) with ordinality as t(locale_id, rank)
     on conflict (environment_id, locale_id) do update set rank = excluded.rank`,
    [environmentId, ids],
  );
}

/** PATCH /environment/{id}: kedo.env holders edit it; switching it on or off is for super and contract admins. */
export async function updateEnvironment(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  changes: EnvironmentChanges,
) {
  const row = await requireEnvironment(db, ctx, environmentId);
  if (!hasAdminCredential(ctx, environmentId, "kedo.env")) throw forbidden();
  const mayToggle = ctx.superAdmin || (ctx.contractAdmin && row.created_by === ctx.userId);
  if (changes.active !== undefined && changes.active !== row.active && !mayToggle) throw forbidden();
  const errors: FieldErrors = {};
  const logo = changes.image ? parseLogo(changes.image) : null;
  if (logo && "error" in logo) errors.image = logo.error;
  if (tooLarge(changes.settings, MAX_SETTINGS_BYTES)) errors.settings = TOO_LARGE;
  const languages = changes.languages ? await resolveLocales(db, changes.languages) : null;
  if (languages && languages.unknown.length > 0) {
    errors.languages = `Unknown language: ${languages.unknown.join(", ")}`;
  }
  assertNoErrors(errors);
  const removeLogo = changes.image === null || changes.image === "";
  await db.transaction(async (tx) => {
    if (languages) await replaceLanguages(tx, environmentId, languages.found);
    await tx.query(
      `update environments set
        name = coalesce($2, name),
        description = coalesce($3, description),
        active = coalesce($4, active),
        settings = settings || $5::jsonb,
        logo = case when $6::boolean then null when $7::bytea is not null then $7 else logo end,
        logo_mime = case when $6::boolean then null when $8::text is not null then $8 else logo_mime end,
        modified_by = $9, modified_at = now()
      where id = $1`,
      [
        environmentId,
        changes.name?.trim() ?? null,
        changes.description?.trim() ?? null,
        changes.active ?? null,
        jsonb(changes.settings ?? {}),
        removeLogo,
        logo && "bytes" in logo ? logo.bytes : null,
        logo && "mime" in logo ? logo.mime : null,
        ctx.userId,
      ],
    );
  });
  // Read back without the access check: whoever just switched it off still gets an answer.
  const [updated] = await db.query<EnvironmentRow>(
    `select ${ENVIRONMENT_COLUMNS} from ${ENVIRONMENT_FROM} where e.id = $1`,
    [environmentId],
  );
  if (!updated) throw notFound();
  const locales = (await localesOf(db, [environmentId])).get(environmentId) ?? [];
  return { ...environmentSummary(updated, locales), settings: updated.settings };
}

/** The logo's bytes, for members (also of an inactive environment, whose card still shows it). */
export async function getLogo(db: Database, ctx: CallerContext, environmentId: number) {
  if (!canAccessEnvironment(ctx, environmentId)) throw forbidden();
  const [row] = await db.query<{ logo: Uint8Array | null; logo_mime: string | null }>(
    "select logo, logo_mime from environments where id = $1",
    [environmentId],
  );
  if (!row?.logo || !row.logo_mime) throw notFound();
  return { mime: row.logo_mime, bytes: Buffer.from(row.logo) };
}

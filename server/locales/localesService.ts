import type { Locale } from "../../schemas";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, notFound } from "../http/errors";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";

export const UNKNOWN_LANGUAGE = "Unknown language";
export const LAST_LANGUAGE = "An environment needs at least one language";

export function listLocales(db: Database): Promise<Locale[]> {
  return db.query<Locale>("select id, code, name from locales order by id");
}

interface EnvironmentLocaleRow {
  id: number;
  environment_id: number;
  rank: number;
  locale_id: number;
  code: string;
  name: string;
}

const environmentLocaleView = (row: EnvironmentLocaleRow) => ({
  id: row.id,
  environment: row.environment_id,
  code: row.code,
  rank: row.rank,
  locale: { id: row.locale_id, code: row.code, name: row.name },
});

const ENVIRONMENT_LOCALE_SELECT = `select el.id, el.environment_id, el.rank, l.id as locale_id, l.code, l.name
  from environment_locales el join locales l on l.id = el.locale_id`;

/** GET /environmentlocale: the languages of an environment, its default first. */
export async function listEnvironmentLocales(db: Database, ctx: CallerContext, environmentId: number) {
  await requireEnvironment(db, ctx, environmentId);
  const rows = await db.query<EnvironmentLocaleRow>(
    `${ENVIRONMENT_LOCALE_SELECT} where el.environment_id = $1 order by el.rank, l.id`,
    [environmentId],
  );
  return rows.map(environmentLocaleView);
}

/**
 * POST /environmentlocale {environment, code}: adds a language after the existing ones. Adding one the
 * environment has already answers that one, so the picker may send every chosen language.
 */
export async function addEnvironmentLocale(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  code: string,
) {
  await requireEnvironment(db, ctx, environmentId);
  if (!hasAdminCredential(ctx, environmentId, "kedo.locale")) throw forbidden();
  const [locale] = await db.query<{ id: number }>("select id from locales where code = $1", [code]);
  if (!locale) throw badRequest({ code: UNKNOWN_LANGUAGE });
  const [row] = await db.query<{ id: number; created: boolean }>(
    `with added as (
       insert into environment_locales (environment_id, locale_id, rank)
       select $1, $2, coalesce(max(rank) + 1, 0) from environment_locales where environment_id = $1
       on conflict (environment_id, locale_id) do nothing
       returning id
     )
     select id, true as created from added
     union all
     select id, false from environment_locales where environment_id = $1 and locale_id = $2
     limit 1`,
    [environmentId, locale.id],
  );
  if (!row) throw new Error("The language was not stored");
  return { id: row.id, created: row.created };
}

/** DELETE /environmentlocale/{id}: removes a language, but never the last one. */
export async function removeEnvironmentLocale(db: Database, ctx: CallerContext, id: number) {
  const [row] = await db.query<{ environment_id: number; total: number }>(
    `select el.environment_id,
            (select count(*)::int from environment_locales o where o.environment_id = el.environment_id) as total
       from environment_locales el where el.id = $1`,
    [id],
  );
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  if (!hasAdminCredential(ctx, row.environment_id, "kedo.locale")) throw forbidden();
  if (row.total <= 1) throw badRequest({ code: LAST_LANGUAGE });
  await db.query("delete from environment_locales where id = $1", [id]);
}

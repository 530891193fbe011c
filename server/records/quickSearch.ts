import { pickTranslation } from "../../engine/translate";
import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { containsPattern } from "../http/search";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { localeOf } from "./entityModels";

/** Quick search answers 10 records unless asked for fewer or more, never more than 50. */
export const QUICK_SEARCH_LIMIT = 10;
export const QUICK_SEARCH_MAX = 50;

export interface QuickSearchResult {
  id: number;
  summary: string | null;
  def_dossier_id: number;
  /** The entity's plural name in the locale asked for (else the environment's first). */
  entity: string;
}

interface EntityNames {
  id: number;
  name: string | null;
  translations: { culture: string; name_singular?: string; name_plural?: string }[] | null;
}

/** The limit asked for: a whole number from 1 to 50; anything else means the default. */
export function quickSearchLimit(value: unknown): number {
  const limit = Number(value);
  if (!Number.isInteger(limit) || limit < 1) return QUICK_SEARCH_LIMIT;
  return Math.min(limit, QUICK_SEARCH_MAX);
}

/**
 * GET /contentdossier/quicksearch: records of the environment whose summary contains the text (any case),
 * of the entities the caller may show, not archived, most recently modified first.
 */
export async function quickSearch(
  db: Database,
  caller: CallerContext,
  environmentId: number,
  search: string | undefined,
  options: { limit: number; locale?: string | undefined },
): Promise<{ results: QuickSearchResult[] }> {
  await requireEnvironment(db, caller, environmentId);
  const text = search?.trim() ?? "";
  if (text === "") return { results: [] };
  const entities = await db.query<EntityNames>(
    "select id, name, translations from def_dossiers where environment_id = $1",
    [environmentId],
  );
  const shown = entities.filter((entity) => can(caller, environmentId, entity.id, "show"));
  if (shown.length === 0) return { results: [] };
  const rows = await db.query<{ id: number; summary: string | null; def_dossier_id: number }>(
    `select d.id, d.summary, d.def_dossier_id from content_dossiers d
      where d.environment_id = $1 and d.def_dossier_id = any($2::int[]) and not d.archived
        and lower(d.summary) like lower($3)
      order by d.modified_at desc, d.id desc limit $4`,
    [environmentId, shown.map((entity) => entity.id), containsPattern(text), options.limit],
  );
  const locale = await localeOf(db, environmentId, options.locale);
  const names = new Map(
    shown.map((entity) => {
      const chosen = pickTranslation(entity.translations ?? [], locale);
      return [entity.id, chosen?.name_plural || chosen?.name_singular || entity.name || `#${entity.id}`];
    }),
  );
  return {
    results: rows.map((row) => ({
      id: row.id,
      summary: row.summary,
      def_dossier_id: row.def_dossier_id,
      entity: names.get(row.def_dossier_id) ?? "",
    })),
  };
}

import type { Database } from "../db/database";

type Queryable = Pick<Database, "query">;

interface Translation {
  culture?: string;
  name_plural?: string;
  name_singular?: string;
}

/**
 * The names of an environment's entities in a locale (plural, else singular), falling back to the first
 * translation and then to the stored name, as the menus name them.
 */
export async function entityNames(
  db: Queryable,
  environmentId: number,
  locale: string | undefined,
): Promise<Map<number, string>> {
  const rows = await db.query<{ id: number; name: string | null; translations: Translation[] | null }>(
    "select id, name, translations from def_dossiers where environment_id = $1",
    [environmentId],
  );
  const nameOf = (t: Translation | undefined) => t?.name_plural || t?.name_singular || "";
  return new Map(
    rows.map((row) => {
      const translations = Array.isArray(row.translations) ? row.translations : [];
      const chosen = translations.find((t) => t.culture === locale) ?? translations[0];
      return [row.id, nameOf(chosen) || row.name || `#${row.id}`];
    }),
  );
}

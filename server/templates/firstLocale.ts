import type { Database } from "../db/database";

/** An environment's first language (its default), such as nl_NL; undefined without languages. */
export async function firstLocale(db: Database, environmentId: number): Promise<string | undefined> {
  const [row] = await db.query<{ code: string }>(
    `select l.code from environment_locales el join locales l on l.id = el.locale_id
      where el.environment_id = $1 order by el.rank, el.id limit 1`,
    [environmentId],
  );
  return row?.code;
}

import type { CompiledItem } from "../../engine";
import type { Database } from "../db/database";
import { splitCell } from "./cellValue";

type Queryable = Pick<Database, "query">;

const key = (text: string) => text.trim().toLowerCase();
/** '12' or '#12' names a record or user by id. */
const idOf = (text: string): number | undefined => {
  const match = /^#?(\d{1,10})$/.exec(text.trim());
  return match ? Number(match[1]) : undefined;
};

/**
 * What the cells of a file name, read once per import: the environment's members and the records of the
 * linked entities that the link columns name (by id or summary). A summary two records share names none.
 */
export class ImportLookups {
  private constructor(
    private readonly users: Map<string, number>,
    private readonly userIds: Set<number>,
    private readonly records: Map<number, { ids: Set<number>; summaries: Map<string, number | null> }>,
  ) {}

  static async load(
    db: Queryable,
    environmentId: number,
    columns: readonly { item: CompiledItem; cells: readonly string[] }[],
    /** Whether the importer may see an entity's records: no others are named, not even by summary. */
    mayShow: (entityId: number) => boolean,
  ): Promise<ImportLookups> {
    const users = new Map<string, number>();
    const userIds = new Set<number>();
    if (columns.some(({ item }) => item.type === "user")) {
      const rows = await db.query<{ id: number; username: string; email: string; name: string }>(
        `select u.id, u.username, u.email,
                trim(coalesce(u.profile->>'first_name', '') || ' ' || coalesce(u.profile->>'last_name', '')) as name
           from environment_users eu join users u on u.id = eu.user_id
          where eu.environment_id = $1 and eu.active`,
        [environmentId],
      );
      for (const row of rows) {
        userIds.add(row.id);
        for (const text of [row.name, row.email, row.username]) if (text) users.set(key(text), row.id);
      }
    }
    const records = new Map<number, { ids: Set<number>; summaries: Map<string, number | null> }>();
    for (const { item, cells } of columns) {
      if (item.type !== "link" || !item.link || !mayShow(item.link.childDefDossierId)) continue;
      const parts = [...new Set(cells.flatMap(splitCell))];
      const ids = parts.flatMap((part) => idOf(part) ?? []);
      const texts = parts.map(key);
      const rows = await db.query<{ id: number; summary: string | null }>(
        `select id, summary from content_dossiers
          where def_dossier_id = $1 and not archived
            and (id = any($2::int[]) or lower(summary) = any($3::text[]))`,
        [item.link.childDefDossierId, ids, texts],
      );
      const entry = records.get(item.id) ?? { ids: new Set<number>(), summaries: new Map() };
      for (const row of rows) {
        entry.ids.add(row.id);
        if (row.summary === null) continue;
        const summary = key(row.summary);
        entry.summaries.set(summary, entry.summaries.has(summary) ? null : row.id);
      }
      records.set(item.id, entry);
    }
    return new ImportLookups(users, userIds, records);
  }

  /** A list option by its label (as this user sees it) or its id. */
  option(item: CompiledItem, text: string): number | undefined {
    const wanted = key(text);
    const byLabel = item.options.find((option) => key(option.label) === wanted);
    if (byLabel) return byLabel.id;
    const id = idOf(text);
    return item.options.find((option) => option.id === id)?.id;
  }

  /** A member of the environment by name, email, username or id. */
  user(text: string): number | undefined {
    const found = this.users.get(key(text));
    if (found !== undefined) return found;
    const id = idOf(text);
    return id !== undefined && this.userIds.has(id) ? id : undefined;
  }

  /** A record of the link's entity by its summary, else its id. */
  record(item: CompiledItem, text: string): number | undefined {
    const entry = this.records.get(item.id);
    if (!entry) return undefined;
    const bySummary = entry.summaries.get(key(text));
    if (bySummary !== undefined) return bySummary ?? undefined;
    const id = idOf(text);
    return id !== undefined && entry.ids.has(id) ? id : undefined;
  }
}

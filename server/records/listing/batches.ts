import type { Database } from "../../db/database";
import { constantSql, empty, identifier, join, param, run, type Sql, sql } from "../../db/sql";
import { RECORD_COLUMNS, RECORD_FROM, type RecordRow } from "../entityAccess";
import { recordValuesJoin } from "../storage/entityTables";
import type { ListOrder, SortKey } from "./sort";

/** The anchor's value of the i-th sort key: `k{i}` of the derived table `k`. */
const anchorName = (index: number) => identifier("k", index);
const anchorColumn = (index: number) => sql`k.${anchorName(index)}`;

/** Rows that sort after the anchor on one key (nulls sort as the largest value). */
function after({ expression, descending, notNull }: SortKey, anchor: Sql): Sql {
  if (notNull) return descending ? sql`${expression} < ${anchor}` : sql`${expression} > ${anchor}`;
  return descending
    ? sql`(${expression} < ${anchor} or (${anchor} is null and ${expression} is not null))`
    : sql`(${anchor} is not null and (${expression} > ${anchor} or ${expression} is null))`;
}

/** Rows that sort level with the anchor on one key. */
const level = ({ expression, notNull }: SortKey, anchor: Sql): Sql =>
  notNull ? sql`${expression} = ${anchor}` : sql`${expression} is not distinct from ${anchor}`;

/**
 * The rows that come after the anchor in the list's order: after it on the first key, or level on it and
 * after it on the next, and so on; the last key is the record's id, so no two rows are level on all.
 */
function afterAnchor(keys: readonly SortKey[]): Sql {
  const branches = keys.map((key, index) =>
    join(
      [
        ...keys.slice(0, index).map((before, j) => level(before, anchorColumn(j))),
        after(key, anchorColumn(index)),
      ],
      sql` and `,
    ),
  );
  return branches.length === 1 ? (branches[0] as Sql) : sql`(${join(branches, sql` or `)})`;
}

/**
 * The anchor: the sort keys of the last row of the previous batch that still exists (a record deleted
 * meanwhile hands over to the row before it), as the derived table `k`.
 */
function anchorTable(entityId: number, keys: readonly SortKey[], previous: readonly number[]): Sql {
  const columns = join(
    keys.map((key, index) => sql`${key.expression} as ${anchorName(index)}`),
    sql`, `,
  );
  const last = sql`(select p.id from unnest(${param(previous, "int[]")}) with ordinality as p(id, n)
    where exists (select 1 from content_dossiers x where x.id = p.id) order by p.n desc limit 1)`;
  return sql`(select ${columns} from content_dossiers d ${recordValuesJoin(entityId)} where d.id = ${last}) k`;
}

/**
 * The records meeting a list's condition, in its order, `size` at a time (keyset paging): each batch is one
 * statement that reads on after the last row of the one before, so none skips the rows already read (as an
 * OFFSET would), its cost does not grow with the position, and no transaction stays open between batches.
 * A record changed meanwhile is read where it stands when its batch is read.
 */
export async function* recordBatches(
  db: Database,
  entityId: number,
  where: Sql,
  { order, keys }: ListOrder,
  size: number,
): AsyncGenerator<RecordRow[]> {
  let previous: number[] = [];
  for (;;) {
    const anchored = previous.length > 0;
    const rows = await run<RecordRow>(
      db,
      sql`select ${constantSql(RECORD_COLUMNS)}
        from ${constantSql(RECORD_FROM)} ${recordValuesJoin(entityId)}
        ${anchored ? sql`cross join ${anchorTable(entityId, keys, previous)}` : empty}
        where ${where} ${anchored ? sql`and ${afterAnchor(keys)}` : empty}
        order by ${order} limit ${size}`,
    );
    if (rows.length > 0) yield rows;
    if (rows.length < size) return;
    previous = rows.map((row) => row.id);
  }
}

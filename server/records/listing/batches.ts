import type { Database } from "../../db/database";
import { constantSql, empty, identifier, join, run, type Sql, sql } from "../../db/sql";
import { RECORD_COLUMNS, RECORD_USERS, type RecordRow } from "../entityAccess";
import { listedRecords } from "../storage/entityTables";
import { type ListOrder, orderBy, type SortColumn } from "./sort";

/** One expression of the order with its column's direction. */
interface SortKey {
  expression: Sql;
  descending: boolean;
  notNull: boolean;
}

/** A row's sort key values as text (exact for every type the keys have), or null. */
type Anchor = (string | null)[];

/** A stretch of the list in which the leading columns that were left out are null throughout. */
interface Segment {
  where: Sql;
  columns: SortColumn[];
}

const keysOf = (columns: readonly SortColumn[]): SortKey[] =>
  columns.flatMap(({ expressions, descending, notNull }) =>
    expressions.map((expression) => ({ expression, descending, notNull: notNull === true })),
  );

/**
 * The list in reading order, cut where its first nullable column turns from values to nulls (or back): the
 * stretch with values orders by that column and bounds it by index on each batch; the stretch of nulls
 * holds it constant, so it orders by the remaining columns alone (and is cut again by the next).
 */
function* segments(where: Sql, columns: SortColumn[]): Generator<Segment> {
  const [head, ...rest] = columns;
  if (!head) return;
  if (head.notNull || rest.length === 0) {
    yield { where, columns };
    return;
  }
  const first = head.expressions[0] as Sql;
  const values: Segment = { where: sql`${where} and ${first} is not null`, columns };
  const nulls = segments(sql`${where} and ${first} is null`, rest);
  if (head.descending) {
    yield* nulls;
    yield values;
  } else {
    yield values;
    yield* nulls;
  }
}

/** Rows after the anchor's value on one key; undefined when none can be (ascending after a null). */
function after({ expression, descending, notNull }: SortKey, value: string | null): Sql | undefined {
  if (value === null) return descending ? sql`${expression} is not null` : undefined;
  if (descending) return sql`${expression} < ${value}`;
  return notNull ? sql`${expression} > ${value}` : sql`(${expression} > ${value} or ${expression} is null)`;
}

/** Rows level with the anchor's value on one key. */
const level = ({ expression }: SortKey, value: string | null): Sql =>
  value === null ? sql`${expression} is null` : sql`${expression} = ${value}`;

/**
 * The rows after the anchor in the segment's order: after it on the first key, or level on it and after it
 * on the next, and so on (the last key is the record's id, so no two rows are level on all); and, so that
 * the first key's index starts the scan there, at or after its value.
 */
function afterAnchor(keys: readonly SortKey[], anchor: Anchor): Sql {
  const branches: Sql[] = [];
  keys.forEach((key, index) => {
    const beyond = after(key, anchor[index] ?? null);
    if (!beyond) return;
    const levels = keys.slice(0, index).map((earlier, j) => level(earlier, anchor[j] ?? null));
    branches.push(join([...levels, beyond], sql` and `));
  });
  const [first] = keys;
  const start = anchor[0] ?? null;
  const bound =
    first && start !== null
      ? sql`${first.expression} ${first.descending ? sql`<=` : sql`>=`} ${start} and `
      : empty;
  return sql`${bound}(${join(branches, sql` or `)})`;
}

/** One segment a batch at a time: each statement reads on after the last row of the one before. */
async function* segmentBatches(
  db: Database,
  entityId: number,
  { where, columns }: Segment,
  size: number,
): AsyncGenerator<RecordRow[]> {
  const keys = keysOf(columns);
  const keyColumns = join(
    keys.map(({ expression }, index) => sql`(${expression})::text as ${identifier("k", index)}`),
    sql`, `,
  );
  let anchor: Anchor | undefined;
  for (;;) {
    const rows = await run<RecordRow & Record<string, unknown>>(
      db,
      sql`select ${constantSql(RECORD_COLUMNS)}, ${keyColumns}
        from ${listedRecords(entityId)} ${constantSql(RECORD_USERS)}
        where ${where} ${anchor ? sql`and ${afterAnchor(keys, anchor)}` : empty}
        order by ${orderBy(columns)} limit ${size}`,
    );
    if (rows.length > 0) yield rows;
    const last = rows.at(-1);
    if (!last || rows.length < size) return;
    anchor = keys.map((_, index) => (last[`k${index}`] ?? null) as string | null);
  }
}

/**
 * The records meeting a list's condition, in its order, at most `size` at a time (keyset paging): each batch
 * is one statement that reads on after the sort keys of the last row read, bounded on the first key's index,
 * so none skips the rows already read (as an OFFSET would), its cost does not grow with the position, and no
 * transaction stays open between batches. A record changed meanwhile is read where it stands when its batch
 * is read.
 */
export async function* recordBatches(
  db: Database,
  entityId: number,
  where: Sql,
  { columns }: ListOrder,
  size: number,
): AsyncGenerator<RecordRow[]> {
  for (const segment of segments(where, columns)) {
    yield* segmentBatches(db, entityId, segment, size);
  }
}

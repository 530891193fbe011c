import { DEFAULT_TIME_ZONE, type Predicate } from "../../../engine/query";
import type { Database } from "../../db/database";
import { identifier, join, param, run, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import type { CallerContext } from "../../permissions/callerContext";
import { type CompiledSavedQuery, predicateCondition } from "../../queries/predicateToSql";
import { querySchemaFor } from "../../queries/querySchemaFor";
import { requireEntity } from "../entityAccess";
import { sightOf } from "../recordSight";
import { listedRecords, valueColumn } from "../storage/entityTables";
import { type StorageClass, storageOf } from "../storage/fieldStorage";
import { assertPredicateVisible } from "./predicateSight";

export type AggregateFunction = "count" | "sum" | "avg" | "min" | "max";
export type DatePeriod = "day" | "week" | "month" | "year";

export interface AggregateRequest {
  entityId: number;
  fn: AggregateFunction;
  /** The data field measured (sum and avg: a number or time; min and max: also a date); not for count. */
  field?: number;
  /**
   * Groups: a list, tree or user data field (a record counts in the group of each id it holds), or a date
   * data field by `period` (days in Europe/Amsterdam; weeks start on Monday). Records without a value
   * form the group with key null.
   */
  groupBy?: { field: number; period?: DatePeriod };
  /** The records: a predicate tree over the entity, as saved queries compile to; default: not archived. */
  where?: Predicate;
  /** The saved queries the tree's in_query nodes refer to. */
  queries?: Readonly<Record<string, CompiledSavedQuery | undefined>>;
}

export interface AggregateGroup {
  /** A list option or user id, the first day of a period (YYYY-MM-DD), or null; null too without groupBy. */
  key: number | string | null;
  /** The figure; a time as minutes, a date's min or max as an ISO moment; null when no record has a value. */
  value: number | string | null;
}

const GROUP_TYPES = new Set(["list", "tree", "user"]);
const PERIODS: ReadonlySet<string> = new Set(["day", "week", "month", "year"]);
const MEASURES: Readonly<Record<Exclude<AggregateFunction, "count">, readonly StorageClass[]>> = {
  sum: ["number"],
  avg: ["number"],
  min: ["number", "moment"],
  max: ["number", "moment"],
};

/** A data field of the entity that the caller may see, with its storage class; 400 on `name` otherwise. */
function seenField(
  types: Readonly<Record<number, { type: string }>>,
  sees: (key: string) => boolean,
  field: number | undefined,
  name: string,
): { type: string; storage: StorageClass } {
  const info = field === undefined ? undefined : types[field];
  if (field === undefined || !info || !sees(`f${field}`)) throw badRequest({ [name]: INVALID });
  return { type: info.type, storage: storageOf(info.type).storage };
}

/** A data field's typed column in the values row `r`. */
const columnOf = valueColumn;

/** The calendar day of a stored date: a date-only value (ten characters) as it is, a date-time in the zone. */
const dayOf = (field: number) =>
  sql`(${columnOf(field)} at time zone (case when length(d.vals ->> ${`f${field}`}::text) = 10 then 'UTC' else ${param(DEFAULT_TIME_ZONE, "text")} end))`;

/**
 * count / sum / avg / min / max over an entity's records that pass a predicate tree, optionally grouped by
 * a list, tree or user field or by a date field per day, week, month or year, in one SQL statement. The
 * caller needs the entity's show right (403), and every field it names or the tree reads must be one the
 * caller may see (400 on `field`, `groupBy` or `where`). Groups come ordered by key, the null group last.
 */
export async function aggregateRecords(
  db: Database,
  caller: CallerContext,
  request: AggregateRequest,
): Promise<AggregateGroup[]> {
  const entity = await requireEntity(db, caller, request.entityId, "show");
  const sight = await sightOf(db, caller, entity);
  const schema = await querySchemaFor(db, entity.id);
  const sees = (key: string) => sight.sees(key);
  const where = request.where ?? { kind: "archived", archived: false };
  const queries = request.queries ?? {};
  await assertPredicateVisible(db, caller, entity, where, queries, "where");

  const d = identifier("d");
  const joins: Sql[] = [];
  let value: Sql;
  // Each record is one row: a group over ids takes each id of a record once (below).
  if (request.fn === "count") value = sql`count(*)::int`;
  else {
    const allowed = MEASURES[request.fn];
    if (!allowed) throw badRequest({ fn: INVALID });
    const measured = seenField(schema.fields, sees, request.field, "field");
    if (!allowed.includes(measured.storage)) throw badRequest({ field: INVALID });
    const column = columnOf(request.field as number);
    const fn = { sum: sql`sum`, avg: sql`avg`, min: sql`min`, max: sql`max` }[request.fn];
    value = sql`${fn}(${column})`;
  }

  let key: Sql = sql`null::int`;
  if (request.groupBy) {
    const grouped = seenField(schema.fields, sees, request.groupBy.field, "groupBy");
    const period = request.groupBy.period;
    if (period === undefined && GROUP_TYPES.has(grouped.type)) {
      joins.push(
        sql`left join lateral (select distinct x from unnest(${columnOf(request.groupBy.field)}) as x) as gk(id) on true`,
      );
      key = sql`gk.id`;
    } else if (period !== undefined && PERIODS.has(period) && grouped.storage === "moment") {
      key = sql`to_char(date_trunc(${param(period, "text")}, ${dayOf(request.groupBy.field)}), 'YYYY-MM-DD')`;
    } else throw badRequest({ groupBy: INVALID });
  }

  const condition = predicateCondition(where, { schema, queries, alias: "d" });
  const rows = await run<{ key: number | string | null; value: unknown }>(
    db,
    sql`select ${key} as key, ${value} as value
      from ${listedRecords(entity.id)} ${join(joins, sql` `)}
     where ${d}.def_dossier_id = ${param(entity.id, "int")} and ${condition}
     ${request.groupBy ? sql`group by 1 order by 1 nulls last` : sql``}`,
  );
  return rows.map((row) => ({ key: row.key, value: figure(row.value) }));
}

function figure(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const number = Number(value);
  return Number.isFinite(number) ? number : String(value);
}

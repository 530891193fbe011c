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
import { entityTable, listedRecords, valueColumn } from "../storage/entityTables";
import { type StorageClass, storageOf } from "../storage/fieldStorage";
import { assertPredicateVisible } from "./predicateSight";

export type AggregateFunction = "count" | "sum" | "avg" | "min" | "max";
export type DatePeriod = "day" | "week" | "month" | "quarter" | "year";

/**
 * A group key: a list, tree or user data field (a record counts in the group of each id it holds), a date
 * data field by `period`, or with `created` the record's creation date by `period`.
 */
export type AggregateKey = { field: number; period?: DatePeriod } | { created: true; period: DatePeriod };

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
  groupBy?: AggregateKey;
  /** A second key within each group (a chart's periods per list option); its value comes as `subkey`. */
  thenBy?: AggregateKey;
  /**
   * Only records that are children through `link` of a record of `entityId` that passes `where` (a count of
   * linked records). The caller needs that entity's show right and must see the link there.
   */
  childOf?: {
    entityId: number;
    link: number;
    /** Only these parent records (a block shown inside a record). */
    parentIds?: readonly number[];
    where?: Predicate;
    queries?: Readonly<Record<string, CompiledSavedQuery | undefined>>;
  };
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
  /** The second key with `thenBy`. */
  subkey?: number | string | null;
}

const GROUP_TYPES = new Set(["list", "tree", "user"]);
const PERIODS: ReadonlySet<string> = new Set(["day", "week", "month", "quarter", "year"]);
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

  const keyOf = (spec: AggregateKey, alias: string, name: string): Sql => {
    if ("created" in spec) {
      const period = spec.period;
      if (!PERIODS.has(period)) throw badRequest({ [name]: INVALID });
      return sql`to_char(date_trunc(${param(period, "text")}, ${d}.created_at at time zone ${param(DEFAULT_TIME_ZONE, "text")}), 'YYYY-MM-DD')`;
    }
    const grouped = seenField(schema.fields, sees, spec.field, name);
    const period = spec.period;
    if (period === undefined && GROUP_TYPES.has(grouped.type)) {
      joins.push(
        sql`left join lateral (select distinct x from unnest(${columnOf(spec.field)}) as x) as ${identifier(alias)}(id) on true`,
      );
      return sql`${identifier(alias)}.id`;
    }
    if (period !== undefined && PERIODS.has(period) && grouped.storage === "moment")
      return sql`to_char(date_trunc(${param(period, "text")}, ${dayOf(spec.field)}), 'YYYY-MM-DD')`;
    throw badRequest({ [name]: INVALID });
  };
  const key: Sql = request.groupBy ? keyOf(request.groupBy, "gk", "groupBy") : sql`null::int`;
  const then: Sql | undefined = request.thenBy ? keyOf(request.thenBy, "tk", "thenBy") : undefined;
  if (then && !request.groupBy) throw badRequest({ thenBy: INVALID });
  const parents = request.childOf ? await parentCondition(db, caller, request.childOf) : sql`true`;

  const condition = predicateCondition(where, { schema, queries, alias: "d" });
  const rows = await run<{ key: number | string | null; value: unknown; subkey?: number | string | null }>(
    db,
    sql`select ${key} as key, ${value} as value${then ? sql`, ${then} as subkey` : sql``}
      from ${listedRecords(entity.id)} ${join(joins, sql` `)}
     where ${d}.def_dossier_id = ${param(entity.id, "int")} and ${condition} and ${parents}
     ${request.groupBy ? (then ? sql`group by 1, 3 order by 1 nulls last, 3 nulls last` : sql`group by 1 order by 1 nulls last`) : sql``}`,
  );
  return rows.map((row) =>
    then
      ? { key: row.key, value: figure(row.value), subkey: row.subkey ?? null }
      : { key: row.key, value: figure(row.value) },
  );
}

/**
 * The condition that a record `d` is a child through the link of a parent record that passes the parents'
 * tree, read through the parent entity's rights and sight as the records themselves are.
 */
async function parentCondition(
  db: Database,
  caller: CallerContext,
  childOf: NonNullable<AggregateRequest["childOf"]>,
): Promise<Sql> {
  const parent = await requireEntity(db, caller, childOf.entityId, "show");
  const sight = await sightOf(db, caller, parent);
  if (!sight.sees(`l${childOf.link}`)) throw badRequest({ childOf: INVALID });
  const where = childOf.where ?? { kind: "archived", archived: false };
  const queries = childOf.queries ?? {};
  await assertPredicateVisible(db, caller, parent, where, queries, "childOf");
  const schema = await querySchemaFor(db, parent.id);
  const condition = predicateCondition(where, { schema, queries, alias: "p" });
  return sql`exists (select 1 from content_dossier_links cl join ${entityTable(parent.id)} p on p.id = cl.parent_id
     where cl.child_id = d.id and cl.def_dossier_link_id = ${param(childOf.link, "int")}
       and p.def_dossier_id = ${param(parent.id, "int")} and ${condition}
       ${childOf.parentIds ? sql`and p.id = any(${param([...childOf.parentIds], "int[]")})` : sql``})`;
}

function figure(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const number = Number(value);
  return Number.isFinite(number) ? number : String(value);
}

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

/** A data field's typed column in a list's row `d`. */
const columnOf = valueColumn;

/**
 * The local time of a stored date: a date-only value is kept as midnight UTC and read in UTC, a date-time in
 * the zone. (A date-time at exactly midnight UTC reads as that day, which it is in any zone east of UTC.)
 */
const localOf = (column: Sql) =>
  sql`(case when (${column} at time zone 'UTC')::time = '00:00' then ${column} at time zone 'UTC' else ${column} at time zone ${param(DEFAULT_TIME_ZONE, "text")} end)`;

/**
 * A group key in two steps: `raw` is grouped on while the records are scanned (an id field's whole array, a
 * period's first moment), `final` names the group from the scan's row `g` (each distinct id of the array,
 * the period as YYYY-MM-DD), so the per-record work is one hash lookup and the unnesting and formatting run
 * once per distinct raw key.
 */
interface TwoStepKey {
  raw: Sql;
  final: (column: Sql) => Sql;
  join?: (column: Sql) => Sql;
}

const dayText = (column: Sql) => sql`to_char(${column}, 'YYYY-MM-DD')`;

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
  // The scan keeps partial figures per raw key; the outer query combines them per named group.
  let partial: Sql;
  let combined: Sql;
  if (request.fn === "count") {
    partial = sql`count(*)::int as n`;
    combined = sql`sum(g.n)::int`;
  } else {
    const allowed = MEASURES[request.fn];
    if (!allowed) throw badRequest({ fn: INVALID });
    const measured = seenField(schema.fields, sees, request.field, "field");
    if (!allowed.includes(measured.storage)) throw badRequest({ field: INVALID });
    const column = columnOf(request.field as number);
    partial = {
      sum: sql`sum(${column}) as m`,
      avg: sql`sum(${column}) as m, count(${column}) as n`,
      min: sql`min(${column}) as m`,
      max: sql`max(${column}) as m`,
    }[request.fn];
    combined = {
      sum: sql`sum(g.m)`,
      avg: sql`sum(g.m)::float8 / nullif(sum(g.n), 0)`,
      min: sql`min(g.m)`,
      max: sql`max(g.m)`,
    }[request.fn];
  }

  const keyOf = (spec: AggregateKey, alias: string, name: string): TwoStepKey => {
    if ("created" in spec) {
      const period = spec.period;
      if (!PERIODS.has(period)) throw badRequest({ [name]: INVALID });
      return {
        raw: sql`date_trunc(${param(period, "text")}, ${d}.created_at at time zone ${param(DEFAULT_TIME_ZONE, "text")})`,
        final: dayText,
      };
    }
    const grouped = seenField(schema.fields, sees, spec.field, name);
    const period = spec.period;
    if (period === undefined && GROUP_TYPES.has(grouped.type)) {
      // A record counts once in the group of each distinct id it holds.
      const ids = identifier(alias);
      return {
        raw: columnOf(spec.field),
        join: (column) =>
          sql`left join lateral (select distinct x from unnest(${column}) as x) as ${ids}(id) on true`,
        final: () => sql`${ids}.id`,
      };
    }
    if (period !== undefined && PERIODS.has(period) && grouped.storage === "moment") {
      const periodOf = (column: Sql) => sql`date_trunc(${param(period, "text")}, ${localOf(column)})`;
      // A date without time has a few thousand distinct values at most: the scan groups on the stored value,
      // and each distinct one is put in its period once (less than half the time at 100,000 records).
      // Date-times are mostly distinct, so they are put in their period while scanned.
      return schema.fields[spec.field]?.withtime
        ? { raw: periodOf(columnOf(spec.field)), final: dayText }
        : { raw: columnOf(spec.field), final: (column) => dayText(periodOf(column)) };
    }
    throw badRequest({ [name]: INVALID });
  };
  const key = request.groupBy ? keyOf(request.groupBy, "gk", "groupBy") : undefined;
  const then = request.thenBy ? keyOf(request.thenBy, "tk", "thenBy") : undefined;
  if (then && !key) throw badRequest({ thenBy: INVALID });
  const parents = request.childOf ? await parentCondition(db, caller, request.childOf) : sql`true`;

  const condition = predicateCondition(where, { schema, queries, alias: "d" });
  const rawKeys = [key && sql`${key.raw} as k1`, then && sql`${then.raw} as k2`].filter(
    (k) => k !== undefined,
  );
  const scan = sql`select ${join([...rawKeys, partial], sql`, `)}
      from ${listedRecords(entity.id)}
     where ${condition} and ${parents}
     ${
       rawKeys.length > 0
         ? sql`group by ${join(
             rawKeys.map((_, i) => identifier(`k${i + 1}`)),
             sql`, `,
           )}`
         : sql``
     }`;
  const joins = [key?.join?.(sql`g.k1`), then?.join?.(sql`g.k2`)].filter((j) => j !== undefined);
  const keyColumn = key ? key.final(sql`g.k1`) : sql`null::int`;
  const rows = await run<{ key: number | string | null; value: unknown; subkey?: number | string | null }>(
    db,
    sql`select ${keyColumn} as key, ${combined} as value${then ? sql`, ${then.final(sql`g.k2`)} as subkey` : sql``}
      from (${scan}) as g ${join(joins, sql` `)}
     ${key ? (then ? sql`group by 1, 3 order by 1 nulls last, 3 nulls last` : sql`group by 1 order by 1 nulls last`) : sql``}`,
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
       and ${condition}
       ${childOf.parentIds ? sql`and p.id = any(${param([...childOf.parentIds], "int[]")})` : sql``})`;
}

function figure(value: unknown): number | string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  const number = Number(value);
  return Number.isFinite(number) ? number : String(value);
}

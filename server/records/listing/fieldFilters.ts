import type { CompiledItem } from "../../../engine";
import { DEFAULT_TIME_ZONE } from "../../../engine/query";
import { join, param, type Sql, sql } from "../../db/sql";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import { first } from "../../http/queryParams";
import { containsPattern } from "../../http/search";
import { valueColumn } from "../storage/entityTables";
import { storageOf } from "../storage/fieldStorage";
import { sameText } from "../storage/textColumns";
import { minutesOf, momentOf } from "../storage/valueReaders";

/** Dates are compared by calendar day in this zone (as the engine's queries do). */
export const LIST_TIMEZONE = DEFAULT_TIME_ZONE;

/** One per-field filter of a list call: `{id}`, `{id}_type`, `{id}_end`, `{id}_min`, `{id}_max`. */
export interface FieldFilter {
  item: CompiledItem;
  values: string[];
  type?: string;
  end?: string;
  min?: string;
  max?: string;
}

/** The per-field filters in a list call's parameters, for items the caller may see (400 for others). */
export function fieldFilters(
  query: Record<string, unknown>,
  items: ReadonlyMap<number, CompiledItem>,
): FieldFilter[] {
  const filters = new Map<number, FieldFilter>();
  const filterOf = (id: number, name: string): FieldFilter => {
    const item = items.get(id);
    if (!item) throw badRequest({ [name]: INVALID });
    let filter = filters.get(id);
    if (!filter) {
      filter = { item, values: [] };
      filters.set(id, filter);
    }
    return filter;
  };
  for (const [name, raw] of Object.entries(query)) {
    const match = /^(\d{1,10})(?:_(type|end|min|max))?(\[\])?$/.exec(name);
    if (!match) continue;
    const filter = filterOf(Number(match[1]), name);
    const part = match[2] as "type" | "end" | "min" | "max" | undefined;
    if (!part) {
      const values = (Array.isArray(raw) ? raw : [raw]).flatMap((v) =>
        v === undefined || v === null
          ? []
          : String(v)
              .split(",")
              .map((s) => s.trim()),
      );
      filter.values.push(...values.filter((v) => v !== ""));
    } else {
      const value = first(raw);
      if (value !== undefined && value !== "") filter[part] = value;
    }
  }
  return [...filters.values()];
}

const number = (text: string | undefined, name: string): number | undefined => {
  if (text === undefined) return undefined;
  const value = Number(text.replace(",", "."));
  if (!Number.isFinite(value)) throw badRequest({ [name]: INVALID });
  return value;
};

const ids = (values: string[], name: string): number[] =>
  values.map((v) => {
    const id = Number(v);
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw badRequest({ [name]: INVALID });
    return id;
  });

const zone = () => param(LIST_TIMEZONE, "text");

/** The start of a calendar day (YYYY-MM-DD, or the day of a date-time) in the list's zone. */
function dayStart(text: string, name: string, offsetDays = 0): Sql {
  const moment = momentOf(text);
  if (!moment) throw badRequest({ [name]: INVALID });
  const day =
    text.length === 10
      ? sql`${param(text, "date")}`
      : sql`(${param(moment, "timestamptz")} at time zone ${zone()})::date`;
  return sql`((${day} + ${param(offsetDays, "int")})::timestamp at time zone ${zone()})`;
}

/** Range conditions on one column: equals, greater, lesser, between, min and max. */
function rangeConditions(filter: FieldFilter, column: Sql, read: (text: string, name: string) => Sql): Sql[] {
  const id = filter.item.id;
  const [value] = filter.values;
  const conditions: Sql[] = [];
  const type = filter.type ?? (filter.min !== undefined || filter.max !== undefined ? "range" : "equals");
  if (filter.min !== undefined) conditions.push(sql`${column} >= ${read(filter.min, `${id}_min`)}`);
  if (filter.max !== undefined) conditions.push(sql`${column} <= ${read(filter.max, `${id}_max`)}`);
  if (value === undefined) return conditions;
  switch (type) {
    case "equals":
    case "range":
      conditions.push(sql`${column} = ${read(value, String(id))}`);
      break;
    case "greater":
      conditions.push(sql`${column} > ${read(value, String(id))}`);
      break;
    case "lesser":
      conditions.push(sql`${column} < ${read(value, String(id))}`);
      break;
    case "between":
      conditions.push(sql`${column} >= ${read(value, String(id))}`);
      if (filter.end !== undefined) conditions.push(sql`${column} <= ${read(filter.end, `${id}_end`)}`);
      break;
    default:
      throw badRequest({ [`${id}_type`]: INVALID });
  }
  return conditions;
}

function dateConditions(filter: FieldFilter, column: Sql): Sql[] {
  const id = filter.item.id;
  const [value] = filter.values;
  if (value === undefined) return [];
  switch (filter.type ?? "on") {
    case "on":
    case "equals":
      return [
        sql`${column} >= ${dayStart(value, String(id))}`,
        sql`${column} < ${dayStart(value, String(id), 1)}`,
      ];
    case "after":
      return [sql`${column} >= ${dayStart(value, String(id), 1)}`];
    case "before":
      return [sql`${column} < ${dayStart(value, String(id))}`];
    case "between": {
      const conditions = [sql`${column} >= ${dayStart(value, String(id))}`];
      if (filter.end !== undefined) conditions.push(sql`${column} < ${dayStart(filter.end, `${id}_end`, 1)}`);
      return conditions;
    }
    default:
      throw badRequest({ [`${id}_type`]: INVALID });
  }
}

const METADATA_COLUMNS: Readonly<Record<string, Sql>> = {
  mcreated_at: sql`d.created_at`,
  mmodified_at: sql`d.modified_at`,
  mdossier_id: sql`d.id`,
  msummary: sql`d.summary`,
  mcreated_by: sql`d.created_by`,
  mmodified_by: sql`d.modified_by`,
};

const all = (conditions: readonly Sql[]) => join(conditions, sql` and `);

/**
 * The SQL condition of one per-field filter over a list's rows `d` (`listedRecords`), on the data field's
 * typed column, with every value a parameter. Empty filters give no condition. With `firstIdOnly`, a filter
 * on ids reads the column's first id only: the same records while none holds more than one id there, and
 * what the first-id index (storage/entityTables.ts) answers from the index alone.
 */
export function filterCondition(filter: FieldFilter, firstIdOnly = false): Sql | undefined {
  const { item } = filter;
  const name = String(item.id);
  const type = item.type;
  const storage = storageOf(type).storage;
  if (item.key.startsWith("m")) {
    const column = METADATA_COLUMNS[item.key];
    if (!column) return undefined;
    let conditions: Sql[];
    if (item.key === "mcreated_at" || item.key === "mmodified_at")
      conditions = dateConditions(filter, column);
    else if (item.key === "msummary") {
      conditions = filter.values[0]
        ? [sql`lower(${column}) like lower(${containsPattern(filter.values[0])})`]
        : [];
    } else if (filter.values.length === 0) conditions = [];
    else conditions = [sql`${column} = any(${param(ids(filter.values, name), "int[]")})`];
    return conditions.length > 0 ? all(conditions) : undefined;
  }
  if (item.key.startsWith("l")) {
    const children = sql`select l.parent_id from content_dossier_links l where l.def_dossier_link_id = ${Number(item.key.slice(1))}`;
    switch (filter.type ?? "in") {
      case "EMPTY":
        return sql`d.id not in (${children})`;
      case "NOT_EMPTY":
        return sql`d.id in (${children})`;
      case "in":
      case "equals":
        if (filter.values.length === 0) return undefined;
        return sql`d.id in (${children} and l.child_id = any(${param(ids(filter.values, name), "int[]")}))`;
      default:
        throw badRequest({ [`${item.id}_type`]: INVALID });
    }
  }
  const column = valueColumn(Number(item.key.slice(1)));
  if (storage === "text") {
    const [value] = filter.values;
    switch (filter.type ?? "like") {
      case "string_empty":
        return sql`coalesce(${column}, '') = ''`;
      case "string_is_not_empty":
        return sql`${column} <> ''`;
      case "like":
        return value === undefined ? undefined : sql`lower(${column}) like lower(${containsPattern(value)})`;
      case "exact":
      case "equals":
        return value === undefined ? undefined : sameText(column, sql`${param(value, "text")}`);
      default:
        throw badRequest({ [`${item.id}_type`]: INVALID });
    }
  }
  if (storage === "number") {
    const read = (text: string, name: string) => {
      const value = type === "time" ? minutesOf(text) : number(text, name);
      if (value === undefined) throw badRequest({ [name]: INVALID });
      // A time's column holds whole minutes: an int parameter keeps its index usable.
      return sql`${param(value, type === "time" ? "int" : "double precision")}`;
    };
    const conditions = rangeConditions(filter, column, read);
    return conditions.length > 0 ? all(conditions) : undefined;
  }
  if (storage === "moment") {
    const conditions = dateConditions(filter, column);
    return conditions.length > 0 ? all(conditions) : undefined;
  }
  if (storage === "ids") {
    if (filter.values.length === 0) return undefined;
    const chosen = param(ids(filter.values, name), "int[]");
    const holds = firstIdOnly ? sql`${column}[1] = any(${chosen})` : sql`${column} && ${chosen}`;
    switch (filter.type ?? "in") {
      case "in":
      case "equals":
        return holds;
      case "not_equals":
        return sql`not coalesce(${holds}, false)`;
      default:
        throw badRequest({ [`${item.id}_type`]: INVALID });
    }
  }
  if (filter.values.length === 0 && filter.type === undefined) return undefined;
  throw badRequest({ [name]: INVALID });
}

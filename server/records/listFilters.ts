import type { CompiledItem } from "../../engine";
import { badRequest } from "../http/errors";
import { INVALID } from "../http/messages";
import { first } from "../http/queryParams";
import { containsPattern } from "../http/search";
import type { SqlParams } from "./sqlParams";
import { storageOf } from "./storage/fieldStorage";
import { sameText } from "./storage/textColumns";
import { minutesOf, momentOf } from "./storage/valueReaders";

/** Dates are compared by calendar day in this zone (as the engine's queries do). */
export const LIST_TIMEZONE = "Europe/Amsterdam";

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

/** The start of a calendar day (YYYY-MM-DD, or the day of a date-time) in the list's zone, as SQL. */
function dayStart(text: string, name: string, params: SqlParams, offsetDays = 0): string {
  const moment = momentOf(text);
  if (!moment) throw badRequest({ [name]: INVALID });
  const day =
    text.length === 10
      ? params.add(text, "date")
      : `(${params.add(moment, "timestamptz")} at time zone '${LIST_TIMEZONE}')::date`;
  return `((${day} + ${offsetDays})::timestamp at time zone '${LIST_TIMEZONE}')`;
}

/** A condition on one content row `c`, or on a column of `d` for record metadata. */
function rangeConditions(
  filter: FieldFilter,
  column: string,
  read: (text: string, name: string) => string,
): string[] {
  const id = filter.item.id;
  const [value] = filter.values;
  const conditions: string[] = [];
  const type = filter.type ?? (filter.min !== undefined || filter.max !== undefined ? "range" : "equals");
  if (filter.min !== undefined) conditions.push(`${column} >= ${read(filter.min, `${id}_min`)}`);
  if (filter.max !== undefined) conditions.push(`${column} <= ${read(filter.max, `${id}_max`)}`);
  if (value === undefined) return conditions;
  switch (type) {
    case "equals":
    case "range":
      conditions.push(`${column} = ${read(value, String(id))}`);
      break;
    case "greater":
      conditions.push(`${column} > ${read(value, String(id))}`);
      break;
    case "lesser":
      conditions.push(`${column} < ${read(value, String(id))}`);
      break;
    case "between":
      conditions.push(`${column} >= ${read(value, String(id))}`);
      if (filter.end !== undefined) conditions.push(`${column} <= ${read(filter.end, `${id}_end`)}`);
      break;
    default:
      throw badRequest({ [`${id}_type`]: INVALID });
  }
  return conditions;
}

function dateConditions(filter: FieldFilter, column: string, params: SqlParams): string[] {
  const id = filter.item.id;
  const [value] = filter.values;
  if (value === undefined) return [];
  const start = (text: string, name: string, offset = 0) => dayStart(text, name, params, offset);
  switch (filter.type ?? "on") {
    case "on":
    case "equals":
      return [`${column} >= ${start(value, String(id))}`, `${column} < ${start(value, String(id), 1)}`];
    case "after":
      return [`${column} >= ${start(value, String(id), 1)}`];
    case "before":
      return [`${column} < ${start(value, String(id))}`];
    case "between": {
      const conditions = [`${column} >= ${start(value, String(id))}`];
      if (filter.end !== undefined) conditions.push(`${column} < ${start(filter.end, `${id}_end`, 1)}`);
      return conditions;
    }
    default:
      throw badRequest({ [`${id}_type`]: INVALID });
  }
}

const METADATA_COLUMNS: Record<string, string> = {
  mcreated_at: "d.created_at",
  mmodified_at: "d.modified_at",
  mdossier_id: "d.id",
  msummary: "d.summary",
  mcreated_by: "d.created_by",
  mmodified_by: "d.modified_by",
};

/** Records whose content of a data field meets the conditions. */
const withContent = (field: () => string, conditions: string[]) =>
  `d.id in (select c.content_dossier_id from contents c where c.def_dossier_def_field_id = ${field()}${conditions
    .map((c) => ` and ${c}`)
    .join("")})`;

/**
 * The SQL condition of one per-field filter over `content_dossiers d`, on the typed columns (indexed per
 * data field), with every value a parameter. Empty filters give no condition.
 */
export function filterCondition(filter: FieldFilter, params: SqlParams): string | undefined {
  const { item } = filter;
  const name = String(item.id);
  const type = item.type;
  const storage = storageOf(type).storage;
  if (item.key.startsWith("m")) {
    const column = METADATA_COLUMNS[item.key];
    if (!column) return undefined;
    let conditions: string[];
    if (item.key === "mcreated_at" || item.key === "mmodified_at")
      conditions = dateConditions(filter, column, params);
    else if (item.key === "msummary") {
      conditions = filter.values[0]
        ? [`lower(${column}) like lower(${params.add(containsPattern(filter.values[0]))})`]
        : [];
    } else if (filter.values.length === 0) conditions = [];
    else conditions = [`${column} = any(${params.add(ids(filter.values, name), "int[]")})`];
    return conditions.length > 0 ? conditions.join(" and ") : undefined;
  }
  if (item.key.startsWith("l")) {
    const children = () =>
      `select l.parent_id from content_dossier_links l where l.def_dossier_link_id = ${params.add(Number(item.key.slice(1)))}`;
    switch (filter.type ?? "in") {
      case "EMPTY":
        return `d.id not in (${children()})`;
      case "NOT_EMPTY":
        return `d.id in (${children()})`;
      case "in":
      case "equals":
        if (filter.values.length === 0) return undefined;
        return `d.id in (${children()} and l.child_id = any(${params.add(ids(filter.values, name), "int[]")}))`;
      default:
        throw badRequest({ [`${item.id}_type`]: INVALID });
    }
  }
  // Added only when a condition uses it: an unused parameter has no type and fails the statement.
  const field = () => params.add(Number(item.key.slice(1)));
  if (storage === "text") {
    const [value] = filter.values;
    switch (filter.type ?? "like") {
      case "string_empty":
        return `d.id not in (select c.content_dossier_id from contents c where c.def_dossier_def_field_id = ${field()} and c.value_text <> '')`;
      case "string_is_not_empty":
        return withContent(field, ["c.value_text <> ''"]);
      case "like":
        return value === undefined
          ? undefined
          : withContent(field, [`lower(c.value_text) like lower(${params.add(containsPattern(value))})`]);
      case "exact":
      case "equals":
        return value === undefined
          ? undefined
          : withContent(field, [sameText("c.value_text", params.add(value, "text"))]);
      default:
        throw badRequest({ [`${item.id}_type`]: INVALID });
    }
  }
  if (storage === "number") {
    const read = (text: string, param: string) => {
      const value = type === "time" ? minutesOf(text) : number(text, param);
      if (value === undefined) throw badRequest({ [param]: INVALID });
      return params.add(value, "double precision");
    };
    const conditions = rangeConditions(filter, "c.value_number", read);
    return conditions.length > 0 ? withContent(field, conditions) : undefined;
  }
  if (storage === "moment") {
    const conditions = dateConditions(filter, "c.value_date", params);
    return conditions.length > 0 ? withContent(field, conditions) : undefined;
  }
  if (storage === "ids") {
    if (filter.values.length === 0) return undefined;
    const chosen = params.add(ids(filter.values, name), "int[]");
    switch (filter.type ?? "in") {
      case "in":
      case "equals":
        return withContent(field, [`c.value_ids && ${chosen}`]);
      case "not_equals":
        return `d.id not in (select c.content_dossier_id from contents c where c.def_dossier_def_field_id = ${field()} and c.value_ids && ${chosen})`;
      default:
        throw badRequest({ [`${item.id}_type`]: INVALID });
    }
  }
  if (filter.values.length === 0 && filter.type === undefined) return undefined;
  throw badRequest({ [name]: INVALID });
}

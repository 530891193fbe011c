import {
  type CompareOp,
  FILE_KIND_MIMES,
  type FieldRef,
  type Predicate,
  QueryError,
  type QuerySchema,
} from "../../engine/query";
import { build, identifier, join, param, type Sql, sql } from "../db/sql";
import { fieldKey } from "../records/recordStore";
import { entityTable, fieldColumn } from "../records/storage/entityTables";
import { storageOf } from "../records/storage/fieldStorage";

/** Another saved query, compiled, for `in_query` nodes: the entity it runs on, its tree and that entity's schema. */
export interface CompiledSavedQuery {
  entityId: number;
  predicate: Predicate;
  schema: QuerySchema;
}

export interface PredicateSqlOptions {
  /** The entity whose records the alias names (its `entity` is required), with its fields and links. */
  schema: QuerySchema;
  /** The alias of `content_dossiers` in the statement the fragment goes into; default `d`. */
  alias?: string;
  /**
   * The parameters the statement holds already: the fragment numbers its own after them, and the answer's
   * `params` is this list followed by the fragment's.
   */
  params?: readonly unknown[];
  /** Other saved queries by uuid, for `in_query`. A uuid missing here names no records (as in the engine). */
  queries?: Readonly<Record<string, CompiledSavedQuery | undefined>>;
}

export interface SqlFragment {
  sql: string;
  params: unknown[];
}

/** How far saved queries may refer to each other through in_query. */
export const MAX_QUERY_NESTING = 16;

/**
 * How a condition reads a field type's value: by its storage class from the typed column, any other kind
 * (json, and types that keep no column) from the value as the API answers it in `vals`.
 */
type Storage = "text" | "number" | "moment" | "ids" | "json";

/** One data field's value in a row of the entity's table: its typed column and its JSON in `vals`. */
interface Value {
  column: Sql;
  json: Sql;
}

const SQL_OPERATORS: Readonly<Record<CompareOp, Sql>> = {
  eq: sql`=`,
  gt: sql`>`,
  gte: sql`>=`,
  lt: sql`<`,
  lte: sql`<=`,
};

// What JavaScript's trim() takes away; a text holding anything else is filled in.
const NOT_BLANK = String.raw`[^ \t\n\v\f\r\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]`;
// The engine's numeric text (values.ts), spaces around allowed; exponents are kept to what numeric can hold.
const NUMERIC_TEXT = String.raw`^[ \t\n\v\f\r]*[+-]?([0-9]+\.?[0-9]*|\.[0-9]+)([eE][+-]?[0-9]{1,4})?[ \t\n\v\f\r]*$`;
// The running number of an autoIncrement value: its trailing digits.
const TRAILING_DIGITS = String.raw`([0-9]+)[ \t\n\v\f\r]*$`;
const ALIAS = /^[a-z_][a-z0-9_]*$/;
const MAX_INT = 2_147_483_647;

const pattern = (text: string) => param(text, "text");

/** The entity of a schema, which the SQL needs to find the table of its values. */
function entityOf(schema: QuerySchema): number {
  if (schema.entity === undefined)
    throw new Error("A query schema without its entity cannot be compiled to SQL: set QuerySchema.entity");
  return schema.entity;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

interface Scope {
  alias: Sql;
  schema: QuerySchema;
  /** The saved queries being expanded, outermost first, to refuse a query that reaches itself. */
  expanding: readonly string[];
}

/** Builds one fragment: hands out child aliases. */
class SqlWriter {
  private aliases = 0;

  constructor(private readonly queries: Readonly<Record<string, CompiledSavedQuery | undefined>>) {}

  alias(prefix: string): Sql {
    this.aliases += 1;
    return identifier(prefix, this.aliases);
  }

  write(p: Predicate, scope: Scope): Sql {
    const d = scope.alias;
    switch (p.kind) {
      case "true":
        return sql`true`;
      case "false":
        return sql`false`;
      case "and":
        return p.children.length === 0
          ? sql`true`
          : sql`(${join(
              p.children.map((c) => this.write(c, scope)),
              sql` and `,
            )})`;
      case "or":
        return p.children.length === 0
          ? sql`false`
          : sql`(${join(
              p.children.map((c) => this.write(c, scope)),
              sql` or `,
            )})`;
      case "not":
        return sql`not (${this.write(p.child, scope)})`;
      case "archived":
        return p.archived ? sql`${d}.archived` : sql`not ${d}.archived`;
      case "empty":
        return this.empty(p.field, scope);
      case "text":
        return this.text(p, scope);
      case "number":
        return this.number(p, scope);
      case "day":
        return this.day(p, scope);
      case "anniversary":
        return this.anniversary(p, scope);
      case "contains_any":
        return this.containsAny(p, scope);
      case "link":
        return this.link(p, scope);
      case "file_kind":
        return this.fileKind(p, scope);
      case "in_query":
        return this.inQuery(p.query, scope);
    }
  }

  /** The storage of a data field, or an error for a field the schema does not know. */
  private storageOf(field: number, scope: Scope): Storage {
    const info = scope.schema.fields[field];
    if (!info) throw new QueryError(`Unknown field ${field} in query`, field);
    const { storage } = storageOf(info.type);
    return storage === "none" ? "json" : storage;
  }

  /** The field's value in the row `c` of the entity's table. */
  private value(c: Sql, field: number): Value {
    return {
      column: sql`${c}.${fieldColumn(field)}`,
      json: sql`(${c}.vals -> ${param(fieldKey(field), "text")})`,
    };
  }

  /**
   * A test on the record's value of a data field: true when the record's row in its entity's table passes
   * `test`. A missing value is null in the row (or the row is missing), and no test passes on null.
   */
  private valueExists(field: number, scope: Scope, test: (value: Value) => Sql): Sql {
    const c = this.alias("qc");
    return sql`exists (select 1 from ${entityTable(entityOf(scope.schema))} ${c} where ${c}.id = ${scope.alias}.id and ${test(this.value(c, field))})`;
  }

  private cannot(field: FieldRef, what: string): QueryError {
    return new QueryError(`Field ${field} cannot be filtered ${what} in SQL`, field);
  }

  /** A column of the record itself (created_by, id...), from the engine's fixed list of system fields. */
  private system(field: string, scope: Scope): Sql {
    return sql`${scope.alias}.${identifier(field)}`;
  }

  private empty(field: FieldRef, scope: Scope): Sql {
    if (typeof field === "string") {
      // created_at, modified_at and id are always there; the users may have been removed.
      return field === "created_by" || field === "modified_by"
        ? sql`${this.system(field, scope)} is null`
        : sql`false`;
    }
    const storage = this.storageOf(field, scope);
    const filled = ({ column, json }: Value): Sql => {
      switch (storage) {
        case "text":
          return sql`${column} ~ ${pattern(NOT_BLANK)}`;
        case "number":
        case "moment":
          return sql`${column} is not null`;
        case "ids":
          return sql`cardinality(${column}) > 0`;
        case "json":
          return sql`${json} is not null and jsonb_typeof(${json}) <> 'null' and ${json} <> '[]'::jsonb
            and (jsonb_typeof(${json}) <> 'string' or (${json} #>> '{}') ~ ${pattern(NOT_BLANK)})`;
      }
    };
    return sql`not ${this.valueExists(field, scope, filled)}`;
  }

  private text(p: Extract<Predicate, { kind: "text" }>, scope: Scope): Sql {
    if (typeof p.field === "string" || this.storageOf(p.field, scope) !== "text")
      throw this.cannot(p.field, "as text");
    return this.valueExists(p.field, scope, ({ column }) =>
      p.op === "exact"
        ? sql`lower(${column}) = lower(${param(p.value, "text")})`
        : sql`strpos(lower(${column}), lower(${param(p.value, "text")})) > 0`,
    );
  }

  private number(p: Extract<Predicate, { kind: "number" }>, scope: Scope): Sql {
    const op = SQL_OPERATORS[p.op];
    if (typeof p.field === "string") {
      if (p.field === "created_at" || p.field === "modified_at") return sql`false`;
      return sql`coalesce(${this.system(p.field, scope)} ${op} ${param(p.value, "float8")}, false)`;
    }
    switch (this.storageOf(p.field, scope)) {
      case "number":
        return this.valueExists(
          p.field,
          scope,
          ({ column }) => sql`${column} ${op} ${param(p.value, "float8")}`,
        );
      case "text":
        // A text that is no number reads as null, and null compares with nothing.
        return this.valueExists(p.field, scope, ({ column }) => {
          const read =
            p.read === "running_number"
              ? sql`substring(${column} from ${pattern(TRAILING_DIGITS)})::numeric`
              : sql`(case when ${column} ~ ${pattern(NUMERIC_TEXT)} then ${column}::numeric end)`;
          return sql`${read} ${op} ${param(p.value, "numeric")}`;
        });
      case "moment":
      case "ids":
        return sql`false`;
      default:
        throw this.cannot(p.field, "as a number");
    }
  }

  /**
   * The calendar day of a value: a date-time in the time zone, a date (kept at midnight UTC, its stored
   * form ten characters long) as it is.
   */
  private dayOf(field: FieldRef, scope: Scope, timezone: string, value: Value | null): Sql {
    const zone = param(timezone, "text");
    if (typeof field === "string" || value === null)
      return sql`(${this.system(String(field), scope)} at time zone ${zone})::date`;
    return sql`(${value.column} at time zone (case when length(${value.json} #>> '{}') = 10 then 'UTC' else ${zone} end))::date`;
  }

  /** Whether the field can hold a day: system dates and date fields; other values never do. */
  private holdsDays(field: FieldRef, scope: Scope): boolean {
    if (typeof field === "string") return field === "created_at" || field === "modified_at";
    const storage = this.storageOf(field, scope);
    if (storage === "text" || storage === "json") throw this.cannot(field, "by day");
    return storage === "moment";
  }

  private day(p: Extract<Predicate, { kind: "day" }>, scope: Scope): Sql {
    if (!this.holdsDays(p.field, scope)) return sql`false`;
    const compare = (day: Sql) => sql`${day} ${SQL_OPERATORS[p.op]} ${param(p.value, "date")}`;
    if (typeof p.field === "string") return compare(this.dayOf(p.field, scope, p.timezone, null));
    const field = p.field;
    return this.valueExists(field, scope, (value) => compare(this.dayOf(field, scope, p.timezone, value)));
  }

  /**
   * The next anniversary of the day (this year's, or next year's once this year's has passed) lies fewer
   * than `days` days from today. 29 February falls on 28 February in other years.
   */
  private anniversary(p: Extract<Predicate, { kind: "anniversary" }>, scope: Scope): Sql {
    if (!this.holdsDays(p.field, scope)) return sql`false`;
    const year = Number(p.today.slice(0, 4));
    const today = param(p.today, "date");
    const on = (y: number, v: Sql) =>
      sql`make_date(${param(y, "int")}, extract(month from ${v}.day)::int,
        case when extract(month from ${v}.day) = 2 and extract(day from ${v}.day) = 29
          then ${param(isLeapYear(y) ? 29 : 28, "int")} else extract(day from ${v}.day)::int end)`;
    const within = (v: Sql) => {
      const a = this.alias("qa");
      return sql`(select (case when ${a}.this_year >= ${today} then ${a}.this_year else ${a}.next_year end) - ${today} < ${param(p.days, "int")}
         from (select ${on(year, v)} as this_year, ${on(year + 1, v)} as next_year) ${a})`;
    };
    const v = this.alias("qv");
    if (typeof p.field === "string")
      return sql`exists (select 1 from (select ${this.dayOf(p.field, scope, p.timezone, null)} as day) ${v} where ${within(v)})`;
    const c = this.alias("qc");
    const day = this.dayOf(p.field, scope, p.timezone, this.value(c, p.field));
    return sql`exists (select 1 from ${entityTable(entityOf(scope.schema))} ${c} cross join lateral (select ${day} as day) ${v}
      where ${c}.id = ${scope.alias}.id and ${v}.day is not null and ${within(v)})`;
  }

  private containsAny(p: Extract<Predicate, { kind: "contains_any" }>, scope: Scope): Sql {
    // Ids beyond an integer column cannot be stored, so they cannot match either.
    const ids = p.ids.filter((id) => Number.isInteger(id) && Math.abs(id) <= MAX_INT);
    if (ids.length === 0) return sql`false`;
    if (typeof p.field === "string") {
      if (p.field === "created_at" || p.field === "modified_at") return sql`false`;
      return sql`coalesce(${this.system(p.field, scope)} = any(${param(ids, "int[]")}), false)`;
    }
    if (this.storageOf(p.field, scope) !== "ids") throw this.cannot(p.field, "by ids");
    return this.valueExists(p.field, scope, ({ column }) => sql`${column} && ${param(ids, "int[]")}`);
  }

  /**
   * At least one of the field's files has a MIME type of the kind: exact types, or a prefix such as
   * "image/"; parameters ("; charset=...") and case ignored, as the engine's isMimeOfKind does.
   */
  private fileKind(p: Extract<Predicate, { kind: "file_kind" }>, scope: Scope): Sql {
    if (this.storageOf(p.field, scope) !== "ids") throw this.cannot(p.field, "by file type");
    const mimes = FILE_KIND_MIMES[p.fileKind];
    const exact = mimes.filter((m) => !m.endsWith("/"));
    const prefixes = mimes.filter((m) => m.endsWith("/"));
    const f = this.alias("qf");
    const type = sql`lower(btrim(split_part(${f}.mime, ';', 1)))`;
    const tests = [
      sql`${type} = any(${param(exact, "text[]")})`,
      ...prefixes.map(
        (prefix) => sql`left(${type}, ${param(prefix.length, "int")}) = ${param(prefix, "text")}`,
      ),
    ];
    return this.valueExists(p.field, scope, ({ column }) => {
      return sql`exists (select 1 from files ${f} where ${f}.id = any(${column}) and (${join(tests, sql` or `)}))`;
    });
  }

  /** Counts, or looks for, the children over the link that satisfy `where`, read over the child entity. */
  private link(p: Extract<Predicate, { kind: "link" }>, scope: Scope): Sql {
    const childSchema = scope.schema.links[p.link];
    if (!childSchema) throw new QueryError(`Unknown link ${p.link} in query`, p.link);
    const l = this.alias("ql");
    const child = this.alias("qd");
    const where = this.write(p.where, { alias: child, schema: childSchema, expanding: scope.expanding });
    const children = sql`from content_dossier_links ${l} join content_dossiers ${child} on ${child}.id = ${l}.child_id
      where ${l}.def_dossier_link_id = ${param(p.link, "int")} and ${l}.parent_id = ${scope.alias}.id and ${where}`;
    if (p.match === "some") return sql`exists (select 1 ${children})`;
    if (p.match === "none") return sql`not exists (select 1 ${children})`;
    const count = sql`(select count(*) ${children})`;
    return p.max === null
      ? sql`${count} >= ${param(p.min, "int")}`
      : sql`${count} between ${param(p.min, "int")} and ${param(p.max, "int")}`;
  }

  /** A record is in another query's results when it is of that query's entity and passes its tree. */
  private inQuery(uuid: string, scope: Scope): Sql {
    if (scope.expanding.includes(uuid))
      throw new QueryError(`Query ${uuid} refers to itself through other queries`, "query");
    if (scope.expanding.length >= MAX_QUERY_NESTING)
      throw new QueryError(`Queries refer to each other more than ${MAX_QUERY_NESTING} deep`, "query");
    const other = this.queries[uuid];
    if (!other) return sql`false`;
    const inner = this.write(other.predicate, {
      alias: scope.alias,
      schema: other.schema,
      expanding: [...scope.expanding, uuid],
    });
    return sql`(${scope.alias}.def_dossier_id = ${param(other.entityId, "int")} and ${inner})`;
  }
}

/**
 * The predicate as a SQL condition on `content_dossiers <alias>`, true for exactly the records the engine's
 * matches() accepts. Values are read from the record's row in its entity's table, `records_{entity}` (one
 * EXISTS per condition: the typed column `f{field}`, or the JSON in `vals`), children through
 * `content_dossier_links`, other queries by expanding their own tree. The condition is never NULL, so NOT
 * and OR behave as in the engine. Throws a QueryError for a field or link the schema lacks, and for saved
 * queries that refer to themselves; an Error for a schema without its entity.
 */
export function predicateCondition(p: Predicate, options: Omit<PredicateSqlOptions, "params">): Sql {
  const alias = options.alias ?? "d";
  if (!ALIAS.test(alias)) throw new Error(`Not a usable alias: ${alias}`);
  entityOf(options.schema);
  const writer = new SqlWriter(options.queries ?? {});
  return writer.write(p, { alias: identifier(alias), schema: options.schema, expanding: [] });
}

/** predicateCondition as text with numbered parameters, numbered after `options.params`. */
export function predicateToSql(p: Predicate, options: PredicateSqlOptions): SqlFragment {
  const { text, values } = build(predicateCondition(p, options), options.params ?? []);
  return { sql: text, params: values };
}

/**
 * SQL composed from template literals: interpolated values become numbered parameters when the statement
 * is built, fragments nest, and identifiers come only from ids or fixed code names. Nothing a caller
 * passes in ever enters the SQL text.
 */

/** The casts a parameter may carry (written after its placeholder, as in `$3::int[]`). */
export type SqlCast =
  | "int"
  | "int[]"
  | "bigint"
  | "text"
  | "text[]"
  | "float8"
  | "double precision"
  | "numeric"
  | "date"
  | "timestamptz"
  | "jsonb";

class Param {
  constructor(
    readonly value: unknown,
    readonly cast: SqlCast | undefined,
  ) {}
}

type Part = string | Param;

/** A piece of SQL: code and parameters in order. */
export class Sql {
  /** @internal Built by the helpers below only. */
  constructor(readonly parts: readonly Part[]) {}
}

const NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** A template of SQL: `${fragment}` nests, `${param(v, "int")}` casts, any other `${value}` is a parameter. */
export function sql(strings: TemplateStringsArray, ...values: unknown[]): Sql {
  const parts: Part[] = [];
  strings.forEach((text, index) => {
    if (text !== "") parts.push(text);
    if (index >= values.length) return;
    const value = values[index];
    if (value instanceof Sql) parts.push(...value.parts);
    else parts.push(value instanceof Param ? value : new Param(value, undefined));
  });
  return new Sql(parts);
}

/** A parameter with a cast, for values whose type PostgreSQL cannot infer from where they stand. */
export function param(value: unknown, cast: SqlCast): Param {
  return new Param(value, cast);
}

/** Fragments joined by a separator (" and ", ", "...); no fragments give `empty`. */
export function join(fragments: readonly Sql[], separator: Sql): Sql {
  const parts: Part[] = [];
  fragments.forEach((fragment, index) => {
    if (index > 0) parts.push(...separator.parts);
    parts.push(...fragment.parts);
  });
  return new Sql(parts);
}

/**
 * SQL text held in a module constant and shared with plain statements (a column list, a FROM clause).
 * Only for text written in the code: never for values or names that arrive with a request.
 */
export function constantSql(text: string): Sql {
  return new Sql([text]);
}

/** Nothing, to leave a slot of a template unused. */
export const empty = new Sql([]);

/**
 * An identifier from a fixed code name ("d", "qc") and optionally an id ("qc", 3 gives qc3): refuses
 * anything that is not a lowercase code name or a non-negative whole number, so user text never gets in.
 */
export function identifier(name: string, id?: number): Sql {
  if (!NAME.test(name)) throw new Error(`Not a code name for SQL: ${JSON.stringify(name)}`);
  if (id !== undefined && !(Number.isSafeInteger(id) && id >= 0))
    throw new Error(`Not an id for SQL: ${String(id)}`);
  return new Sql([id === undefined ? name : `${name}${id}`]);
}

/** The statement's text with placeholders numbered after `existing` parameters, and all its parameters. */
export function build(fragment: Sql, existing: readonly unknown[] = []): { text: string; values: unknown[] } {
  const values = [...existing];
  const text = fragment.parts
    .map((part) => {
      if (typeof part === "string") return part;
      values.push(part.value);
      return part.cast ? `$${values.length}::${part.cast}` : `$${values.length}`;
    })
    .join("");
  return { text, values };
}

/** Runs a composed statement on anything with a `query` call. */
export function run<T extends object>(
  db: { query<R extends object>(text: string, values?: readonly unknown[]): Promise<R[]> },
  fragment: Sql,
): Promise<T[]> {
  const { text, values } = build(fragment);
  return db.query<T>(text, values);
}

import { type Sql, sql } from "../../db/sql";

/** How many characters of a lowercased text the index of a text column holds (`entityTables.ts`). */
export const TEXT_INDEX_PREFIX = 255;

/**
 * The indexed form of a text: its first characters in lower case. A whole long text exceeds an index row.
 * The length is written out, not a parameter, so the planner sees the index's own expression.
 */
export const textKey = (text: Sql) => sql`left(lower(${text}), 255)`;

/**
 * The same text in any case: the prefix lets the index narrow the rows, the whole value decides. Equal
 * lowercased texts have equal lowercased prefixes, so the first condition never drops a match.
 */
export const sameText = (column: Sql, value: Sql) =>
  sql`${textKey(column)} = ${textKey(value)} and lower(${column}) = lower(${value})`;

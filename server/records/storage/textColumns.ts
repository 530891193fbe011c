/** How many characters of a lowercased value_text the index `contents_field_text` holds (migration 008). */
export const TEXT_INDEX_PREFIX = 255;

/** The indexed form of a text: its first characters in lower case. A whole long text exceeds an index row. */
export const textKey = (text: string) => `left(lower(${text}), ${TEXT_INDEX_PREFIX})`;

/**
 * The same text in any case: the prefix lets the index narrow the rows, the whole value decides. Equal
 * lowercased texts have equal lowercased prefixes, so the first condition never drops a match.
 */
export const sameText = (column: string, param: string) =>
  `${textKey(column)} = ${textKey(param)} and lower(${column}) = lower(${param})`;

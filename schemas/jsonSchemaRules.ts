/** Raw JSON Schema pieces for rules TypeBox has no builder for; TypeBox passes them through as options. */

type JsonType = "integer" | "number" | "string" | "boolean" | "object" | "array";

/** The key must be there and hold a value of the type (so not null). */
export const present = (key: string, type: JsonType | JsonType[]) => ({
  required: [key],
  properties: { [key]: { type } },
});

/** The object under `parent` must have `key`, holding a value of the type. */
export const presentIn = (parent: string, key: string, type: JsonType | JsonType[]) => ({
  required: [parent],
  properties: { [parent]: { type: "object", ...present(key, type) } },
});

/** A document that matches `condition` must also match `rule`. */
export const ifThen = (condition: object, rule: object) => ({
  if: condition,
  // biome-ignore lint/suspicious/noThenProperty: the JSON Schema keyword
  then: rule,
});

const holds = (key: string, values: readonly (string | number)[]) => ({
  required: [key],
  properties: { [key]: { enum: [...values] } },
});

/** When `key` holds one of `values`, the document must also match `rule`. */
export const when = (key: string, values: readonly (string | number)[], rule: object) =>
  ifThen(holds(key, values), rule);

/** When `key` holds none of `values` (or is absent), the document must also match `rule`. */
export const unless = (key: string, values: readonly (string | number)[], rule: object) =>
  ifThen({ not: holds(key, values) }, rule);

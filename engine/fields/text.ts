import type { FieldTypeModule, ItemDefinition, JsonSchema } from "../types";
import { fill, messages } from "./messages";
import { isBlank, toStrings } from "./shared";
import { isValidBsn, isValidIban } from "./validators";

/** The spec's text limit, in characters (code points, as JSON Schema counts them). */
export const TEXT_MAX_LENGTH = 255;
/** The width of a text input, in characters, when the base field sets no `size` (spec 3-designer: 100). */
export const TEXT_DEFAULT_SIZE = 100;
export const TEXT_SEARCH_OPERATORS = ["like", "exact", "string_empty", "string_is_not_empty"] as const;

interface TextRule {
  pattern: string;
  message: string;
}

const PRESETS: Record<string, TextRule> = {
  numbers_only: { pattern: "^[0-9]+$", message: messages.numbersOnly },
  dutch_zipcode: { pattern: "^[1-9][0-9]{3} ?[A-Za-z]{2}$", message: messages.dutchZipcode },
  municipal_code: { pattern: "^[0-9]{4}$", message: messages.municipalCode },
  denomination: { pattern: "^[\\p{L} .'’-]+$", message: messages.denomination },
};

// JSON Schema validators (ajv) compile patterns with the "u" flag; compiling the same way keeps
// this check and the schema in agreement.
const compiled = new Map<string, RegExp | null>();

function compile(pattern: string): RegExp | null {
  let regex = compiled.get(pattern);
  if (regex === undefined) {
    try {
      regex = new RegExp(pattern, "u");
    } catch {
      regex = null;
    }
    compiled.set(pattern, regex);
  }
  return regex;
}

/** The rule a text field's regex setting stands for: a preset, a custom pattern, or none when invalid. */
export function textRule(item: ItemDefinition): TextRule | undefined {
  const regex = item.fieldSettings.regex;
  if (!regex) return undefined;
  const preset = PRESETS[regex];
  if (preset) return preset;
  // A broken custom pattern is an admin's typo; it should not lock users out of the field.
  return compile(regex) ? { pattern: regex, message: messages.pattern } : undefined;
}

/**
 * The width of a text field's input in characters: the base field's `size` setting (1 to 255), else 100.
 * The spec gives text a maximum of 255 characters and never says `size` limits the length, so it is the
 * input's display width only; a value longer than `size` (up to 255) is valid.
 */
export function textSize(item: ItemDefinition): number {
  const size = item.fieldSettings.size;
  if (typeof size !== "number" || !Number.isInteger(size) || size < 1) return TEXT_DEFAULT_SIZE;
  return Math.min(size, TEXT_MAX_LENGTH);
}

export function lengthOf(value: string): number {
  return [...value].length;
}

/** The maxLength message when a value has more characters than `limit`, else undefined. */
export function tooLong(value: string, limit: number): string | undefined {
  // A string never has more characters than UTF-16 units: short values need no count.
  if (value.length <= limit || lengthOf(value) <= limit) return undefined;
  return fill(messages.maxLength, { limit });
}

function validate(value: unknown, item: ItemDefinition): string | undefined {
  if (typeof value !== "string") return messages.pattern;
  const length = tooLong(value, TEXT_MAX_LENGTH);
  if (length) return length;
  const rule = textRule(item);
  if (rule && !compile(rule.pattern)?.test(value)) return rule.message;
  const validators = item.settings.validators ?? [];
  if (validators.includes("BSN") && !isValidBsn(value)) return messages.bsn;
  if (validators.includes("IBAN") && !isValidIban(value)) return messages.iban;
  // UniqueValue needs the other records: the server checks it.
  return undefined;
}

const text: FieldTypeModule = {
  type: "text",
  editable: true,
  sortable: true,
  valueSchema(item): JsonSchema {
    const rule = textRule(item);
    return { type: "string", maxLength: TEXT_MAX_LENGTH, ...(rule ? { pattern: rule.pattern } : {}) };
  },
  validate,
  isEmpty: isBlank,
  toStrings,
  searchOperators: TEXT_SEARCH_OPERATORS,
  aggregations: [],
  format(value) {
    return isBlank(value) ? "" : String(value);
  },
  inputSize: textSize,
};

export default text;

import { Ajv } from "ajv";
import addFormatsModule from "ajv-formats";
import type { Context } from "../../schemas/bundle";
import type { CompiledOption, FieldContext, ItemDefinition, JsonSchema } from "../types";

/** Test helpers: an item definition, a context and a schema check, with only what a test names. */

export function makeItem(type: string, overrides: Partial<ItemDefinition> = {}): ItemDefinition {
  return {
    id: 1,
    kind: type === "link" ? "link" : type === "dossier_data" ? "dossier_data" : "field",
    type,
    fieldSettings: {},
    settings: {},
    options: [],
    link: null,
    multiple: false,
    ...overrides,
  };
}

export function makeOption(
  id: number,
  label: string,
  overrides: Partial<CompiledOption> = {},
): CompiledOption {
  return {
    id,
    label,
    color: "#F5F5F5",
    rank: id,
    default: false,
    parent: null,
    restricted: false,
    ...overrides,
  };
}

/** Wednesday 4 March 2026, 13:00 in Amsterdam, unless the test says otherwise. */
export function makeContext(overrides: Partial<Context> & { now?: string } = {}): FieldContext {
  const now = overrides.now ?? "2026-03-04T12:00:00Z";
  return {
    context: { locale: "nl_NL", roles: [], admin: false, ...overrides, now },
    now: new Date(now),
  };
}

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;
const ajv = new Ajv({ strict: false });
addFormats(ajv);

/** Whether a value fits a value schema as the server and the forms check it. */
export function fits(schema: JsonSchema, value: unknown): boolean {
  return ajv.validate(schema, value) === true;
}

/** Intl separates currency and number with a non-breaking space; tests read plain spaces. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

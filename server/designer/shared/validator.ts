import { Ajv, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";
import type { FastifySchema, FastifySchemaCompiler } from "fastify";

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

function ajv(coerceTypes: boolean | "array"): Ajv {
  const instance = new Ajv({
    coerceTypes,
    useDefaults: true,
    removeAdditional: true,
    allErrors: true,
    strict: false,
  });
  addFormats(instance);
  return instance;
}

// Query strings hold only text, so their numbers are read from it; a JSON body says what it means, and
// coercing it would turn a null (no data field, no parent option, no query) into 0 or "".
const forBodies = ajv(false);
const forQueries = ajv("array");
const compiled = new WeakMap<object, ValidateFunction>();

/** The designer routes' schema compiler: bodies exactly as sent, query strings and paths read from text. */
export const designerValidator: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) => {
  const key = schema as object;
  const cached = httpPart === "body" ? compiled.get(key) : undefined;
  if (cached) return cached;
  const validate = (httpPart === "body" ? forBodies : forQueries).compile(key);
  if (httpPart === "body") compiled.set(key, validate);
  return validate;
};

import type { Static, TSchema } from "@sinclair/typebox";
import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import addFormatsModule from "ajv-formats";

/** One reason a document does not fit its schema: where (a JSON pointer) and why. */
export interface SchemaIssue {
  path: string;
  message: string;
}

export type CheckResult<T> = { ok: true; value: T } | { ok: false; issues: SchemaIssue[] };

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule;

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const compiled = new WeakMap<TSchema, ValidateFunction>();

interface Described extends SchemaIssue {
  /** For const and enum errors: the allowed values, merged across the branches of a union. */
  allowed?: unknown[];
}

function describe(error: ErrorObject): Described {
  const at = error.instancePath || "/";
  const params = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case "required":
      return { path: `${error.instancePath}/${String(params.missingProperty)}`, message: "is required" };
    case "additionalProperties":
      return {
        path: `${error.instancePath}/${String(params.additionalProperty)}`,
        message: "is not a known property",
      };
    case "const":
      return { path: at, message: "", allowed: [params.allowedValue] };
    case "enum":
      return { path: at, message: "", allowed: params.allowedValues as unknown[] };
    default:
      return { path: at, message: error.message ?? "is invalid" };
  }
}

/** Collapses the union noise ajv reports ("must match a schema in anyOf" and each branch) into the clearest issue per path. */
function readable(errors: ErrorObject[]): SchemaIssue[] {
  const byPath = new Map<string, Described[]>();
  for (const error of errors) {
    const issue = describe(error);
    byPath.set(issue.path, [...(byPath.get(issue.path) ?? []), issue]);
  }
  const issues: SchemaIssue[] = [];
  for (const [path, list] of byPath) {
    const allowed = list.flatMap((i) => i.allowed ?? []);
    const others = list.filter((i) => !i.allowed && !i.message.includes("anyOf"));
    const messages = [
      ...new Set([
        ...others.map((i) => i.message),
        ...(allowed.length ? [`must be one of ${allowed.map((v) => JSON.stringify(v)).join(", ")}`] : []),
      ]),
    ];
    issues.push({ path, message: messages.length ? messages.join(", or ") : "is invalid" });
  }
  return issues;
}

/** Checks data against a schema, answering either the typed value or the issues with their JSON paths. */
export function check<T extends TSchema>(schema: T, data: unknown): CheckResult<Static<T>> {
  let validate = compiled.get(schema);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(schema, validate);
  }
  if (validate(data)) return { ok: true, value: data as Static<T> };
  return { ok: false, issues: readable(validate.errors ?? []) };
}

export function formatIssues(issues: SchemaIssue[]): string {
  return issues.map((i) => `${i.path}: ${i.message}`).join("\n");
}

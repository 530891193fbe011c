import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { compile, evaluate, validate } from "../../engine";
import { Bundle, check, formatIssues } from "../../schemas";

/** A problem with the command's input: printed, and the command exits 2. */
export class InputError extends Error {}

function readJson(file: string, what: string): unknown {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (error) {
    throw new InputError(`Cannot read ${what} ${file}: ${(error as Error).message}`);
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new InputError(`${what} ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function readObject(file: string, what: string): Record<string, unknown> {
  const value = readJson(file, what);
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    throw new InputError(`/: ${what} ${file} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

const OPTIONS = {
  view: { type: "string" },
  locale: { type: "string" },
  roles: { type: "string" },
  admin: { type: "boolean" },
  values: { type: "string" },
  context: { type: "string" },
} as const;

/** Reads the bundle, checks it against the schema and applies the --locale, --roles and --admin overrides. */
function loadBundle(argv: string[]) {
  const { values: options, positionals } = parseArgs({
    args: argv,
    options: OPTIONS,
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file) throw new InputError("Name a bundle file: docket <compile|check> <bundle.json> --view <mode>");
  if (!options.view) throw new InputError("Name a view with --view (edit, show, list, search, ...)");
  const raw = readObject(file, "bundle") as { context?: Record<string, unknown> };
  if (raw.context && typeof raw.context === "object") {
    if (options.locale) raw.context.locale = options.locale;
    if (options.roles !== undefined) {
      raw.context.roles = options.roles
        .split(",")
        .filter((r) => r.trim() !== "")
        .map((r) => Number(r));
    }
    if (options.admin) raw.context.admin = true;
  }
  const result = check(Bundle, raw);
  if (!result.ok) throw new InputError(`Invalid bundle ${file}:\n${formatIssues(result.issues)}`);
  return { bundle: result.value, view: options.view, options };
}

/** docket compile: prints the view model. */
export function compileCommand(argv: string[]): number {
  const { bundle, view } = loadBundle(argv);
  console.log(JSON.stringify(compile(bundle, view), null, 2));
  return 0;
}

/** docket check: prints what is visible and required for the values, and their errors; exits 1 on errors. */
export function checkCommand(argv: string[]): number {
  const { bundle, view, options } = loadBundle(argv);
  if (!options.values) throw new InputError("Name the values with --values <values.json>");
  const values = readObject(options.values, "values");
  const paths = options.context ? readObject(options.context, "context") : {};
  for (const [path, found] of Object.entries(paths)) {
    if (!Array.isArray(found)) throw new InputError(`/${path}: path values must be an array`);
  }
  const model = compile(bundle, view);
  const state = evaluate(model, values, paths as Record<string, unknown[]>);
  const errors = validate(model, values, paths as Record<string, unknown[]>);
  const visible = model.order.filter((id) => state.visible.has(id));
  const required = visible.filter((id) => state.required.has(id));
  console.log(JSON.stringify({ visible, required, errors }, null, 2));
  return Object.keys(errors).length > 0 ? 1 : 0;
}

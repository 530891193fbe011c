import type { QueryFieldCondition } from "../../schemas/query";
import type { ConditionScope } from "./conditionValues";
import { dateCondition } from "./dateCondition";
import { fileCondition } from "./fileCondition";
import { idsCondition } from "./idsCondition";
import { numberCondition } from "./numberCondition";
import type { FieldRef, Predicate, SystemField } from "./predicate";
import { QueryError } from "./QueryError";
import type { ResolvedContext } from "./resolveContext";
import { textCondition } from "./textCondition";
import type { QuerySchema } from "./types";

type ConditionCompiler = (scope: ConditionScope, value: unknown) => Predicate;

/** The field types a query can filter on (spec 1-platform, section 5), plus the record id. */
const COMPILERS: Readonly<Record<string, ConditionCompiler>> = {
  text: textCondition,
  textarea: textCondition,
  autoIncrement: textCondition,
  email: textCondition,
  url: textCondition,
  amount: numberCondition,
  calc: numberCondition,
  id: numberCondition,
  date: dateCondition,
  systemdate: dateCondition,
  list: idsCondition,
  user: idsCondition,
  systemuser: idsCondition,
  file: fileCondition,
};

const SYSTEM_FIELD_TYPES: Readonly<Record<SystemField, string>> = {
  created_at: "systemdate",
  modified_at: "systemdate",
  created_by: "systemuser",
  modified_by: "systemuser",
  id: "id",
};

function resolveField(id: unknown, schema: QuerySchema): { field: FieldRef; type: string } {
  if (typeof id === "string" && id in SYSTEM_FIELD_TYPES) {
    const field = id as SystemField;
    return { field, type: SYSTEM_FIELD_TYPES[field] };
  }
  // Stored queries sometimes carry the data field id as a string.
  const field = typeof id === "string" && /^\d+$/.test(id) ? Number(id) : id;
  const info = typeof field === "number" ? schema.fields[field] : undefined;
  if (!info) throw new QueryError(`Unknown field ${String(id)} in query`, String(id));
  return { field: field as number, type: info.type };
}

/** One condition on a data field or system field, as a predicate. Throws a QueryError for anything it cannot filter. */
export function compileCondition(
  condition: QueryFieldCondition,
  schema: QuerySchema,
  ctx: ResolvedContext,
): Predicate {
  const { field, type } = resolveField(condition.id, schema);
  const compile = COMPILERS[type];
  if (!compile)
    throw new QueryError(`Field ${field} has type ${type}, which queries cannot filter on`, field);
  return compile({ field, type, operator: condition.type, ctx }, condition.value);
}

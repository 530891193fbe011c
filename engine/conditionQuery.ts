import type { Bundle } from "../schemas/bundle";
import { compileQuery, type QuerySchema, toJsonLogic } from "./query";
import type { Logic } from "./types";

/** What a condition query may read: the entity's data fields by id (links' children are not in a form). */
function querySchemaOf(bundle: Bundle): QuerySchema {
  const fields: QuerySchema["fields"] = {};
  for (const item of bundle.positions.flatMap((p) => p.display_items)) {
    const field = item.def_dossier_def_field;
    if (!field) continue;
    const { type, settings } = field.def_field;
    fields[field.id] = { type, multiple: settings?.multiple === true, withtime: settings?.withtime === true };
  }
  return { fields, links: {} };
}

/**
 * A display item's condition_query as a visibility test: the item shows while the record being edited
 * matches the query. Answers the logic, or an error message when the query is missing or cannot compile.
 */
export function compileConditionQuery(bundle: Bundle, reference: number | string, now: Date): Logic | string {
  const query = (bundle.queries ?? []).find((q) => q.id === reference || q.uuid === reference);
  if (!query) return `Condition query ${reference} is not in the bundle`;
  try {
    const predicate = compileQuery(query.data, querySchemaOf(bundle), {
      now,
      userId: bundle.context.user_id,
      timezone: bundle.context.timezone,
    });
    return toJsonLogic(predicate);
  } catch (error) {
    return `Condition query ${reference}: ${(error as Error).message}`;
  }
}

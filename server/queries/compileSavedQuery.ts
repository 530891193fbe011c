import {
  compileQuery,
  type Predicate,
  type QueryContext,
  QueryError,
  type QuerySchema,
} from "../../engine/query";
import type { QueryData } from "../../schemas";
import type { Database } from "../db/database";
import type { CompiledSavedQuery } from "./predicateToSql";
import { querySchemaFor } from "./querySchemaFor";

/** A saved query as compiling needs it. */
export interface SavedQuery {
  uuid: string;
  entityId: number;
  data: QueryData;
}

export interface CompiledQueryTree {
  /** The query's own tree and its entity's schema. */
  predicate: Predicate;
  schema: QuerySchema;
  /** Every query it reaches through in_query, by uuid, for predicateToSql's `queries`. */
  queries: Record<string, CompiledSavedQuery>;
}

export interface CompileSavedQueryOptions {
  /** Refuse references to queries that do not exist (when saving); otherwise such a reference matches nothing. */
  strict?: boolean;
}

/** The uuids of the other queries a tree refers to. */
export function referencedQueries(p: Predicate, into = new Set<string>()): Set<string> {
  switch (p.kind) {
    case "and":
    case "or":
      for (const child of p.children) referencedQueries(child, into);
      break;
    case "not":
      referencedQueries(p.child, into);
      break;
    case "link":
      referencedQueries(p.where, into);
      break;
    case "in_query":
      into.add(p.query);
      break;
  }
  return into;
}

/**
 * Compiles a saved query and every query it reaches through other-query filters (IN / NOT_IN), each against
 * its own entity's schema, looking them up by uuid within the environment. A query that reaches itself is
 * a QueryError, as is (with `strict`) a reference to a query that does not exist.
 */
export async function compileSavedQuery(
  db: Pick<Database, "query">,
  environmentId: number,
  root: SavedQuery,
  ctx: QueryContext,
  options: CompileSavedQueryOptions = {},
): Promise<CompiledQueryTree> {
  const schemas = new Map<number, QuerySchema>();
  const schemaOf = async (entityId: number) => {
    let schema = schemas.get(entityId);
    if (!schema) {
      schema = await querySchemaFor(db, entityId);
      schemas.set(entityId, schema);
    }
    return schema;
  };
  const queries: Record<string, CompiledSavedQuery> = {};

  const load = async (uuid: string): Promise<SavedQuery | undefined> => {
    if (uuid === root.uuid) return root;
    const [row] = await db.query<{ uuid: string; def_dossier_id: number; data: QueryData }>(
      "select uuid, def_dossier_id, data from dossier_queries where environment_id = $1 and uuid = $2",
      [environmentId, uuid],
    );
    return row && { uuid: row.uuid, entityId: row.def_dossier_id, data: row.data };
  };

  const visit = async (query: SavedQuery, path: readonly string[]): Promise<void> => {
    const schema = await schemaOf(query.entityId);
    const predicate = compileQuery(query.data, schema, ctx);
    queries[query.uuid] = { entityId: query.entityId, predicate, schema };
    for (const uuid of referencedQueries(predicate)) {
      if (uuid === query.uuid || path.includes(uuid))
        throw new QueryError(`Query ${uuid} refers to itself through other queries`, "query");
      if (uuid in queries) continue;
      const other = await load(uuid);
      if (other) await visit(other, [...path, query.uuid]);
      else if (options.strict) throw new QueryError(`Unknown query ${uuid} in a link filter`, "query");
    }
  };

  await visit(root, []);
  const compiled = queries[root.uuid] as CompiledSavedQuery;
  return { predicate: compiled.predicate, schema: compiled.schema, queries };
}

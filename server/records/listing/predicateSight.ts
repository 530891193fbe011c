import type { Predicate } from "../../../engine/query";
import type { Database } from "../../db/database";
import { badRequest } from "../../http/errors";
import { INVALID } from "../../http/messages";
import type { CallerContext } from "../../permissions/callerContext";
import type { CompiledSavedQuery } from "../../queries/predicateToSql";
import { sightOf } from "../recordSight";

type Queryable = Pick<Database, "query">;

interface EntityRef {
  id: number;
  environment_id: number;
}

/**
 * Refuses (400 on `name`) a predicate that reads a data field or link the caller may not see, on the entity
 * itself, through links on the linked entities, and in the saved queries it expands: a count over a
 * hidden field would tell its values as surely as showing them.
 */
export async function assertPredicateVisible(
  db: Queryable,
  caller: CallerContext,
  entity: EntityRef,
  predicate: Predicate,
  queries: Readonly<Record<string, CompiledSavedQuery | undefined>>,
  name: string,
): Promise<void> {
  const checked = new Set<string>();
  const visit = async (p: Predicate, on: EntityRef): Promise<void> => {
    const sight = await sightOf(db, caller, on);
    const refuse = () => badRequest({ [name]: INVALID });
    switch (p.kind) {
      case "and":
      case "or":
        for (const child of p.children) await visit(child, on);
        return;
      case "not":
        return visit(p.child, on);
      case "empty":
      case "text":
      case "number":
      case "day":
      case "anniversary":
      case "contains_any":
      case "file_kind":
        if (typeof p.field === "number" && !sight.sees(`f${p.field}`)) throw refuse();
        return;
      case "link": {
        if (!sight.sees(`l${p.link}`)) throw refuse();
        const [child] = await db.query<EntityRef>(
          `select d.id, d.environment_id from def_dossier_links l join def_dossiers d on d.id = l.child_def_dossier_id
            where l.id = $1`,
          [p.link],
        );
        if (!child) throw refuse();
        return visit(p.where, child);
      }
      case "in_query": {
        const other = queries[p.query];
        if (!other || checked.has(p.query)) return;
        checked.add(p.query);
        const [target] = await db.query<EntityRef>(
          "select id, environment_id from def_dossiers where id = $1",
          [other.entityId],
        );
        if (target) await visit(other.predicate, target);
        return;
      }
      default:
        return;
    }
  };
  await visit(predicate, entity);
}

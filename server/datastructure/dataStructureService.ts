import type {
  DataStructureEntity,
  DataStructureField,
  DataStructureLink,
  DataStructureOrder,
} from "../../schemas";
import type { Database } from "../db/database";
import { canDesign } from "../designer/shared/designerAccess";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import { wholeList } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { canSeeDataStructure } from "../permissions/canSeeDataStructure";

interface EntityRow {
  id: number;
  uuid: string;
  name: string | null;
  type: string;
  rank: number;
  translations: DataStructureEntity["translations"];
}

type FieldRow = Omit<DataStructureField, "def_field"> & {
  def_dossier_id: number;
  def_field_id: number;
  def_field_name: string;
  def_field_type: string;
};

/** The caller may reach the environment and read its data structure; 403 otherwise. */
async function requireReader(db: Database, ctx: CallerContext, environmentId: number): Promise<void> {
  await requireEnvironment(db, ctx, environmentId);
  if (!canSeeDataStructure(ctx, environmentId)) throw forbidden();
}

/** The entities (all, or one) of an environment by rank, each with its data fields, links and back links. */
async function readStructure(
  db: Database,
  environmentId: number,
  entityId: number | null,
): Promise<DataStructureEntity[]> {
  const [entities, fields, links] = await Promise.all([
    db.query<EntityRow>(
      `select id, uuid, name, type, rank, translations from def_dossiers
        where environment_id = $1 and ($2::int is null or id = $2) order by rank, id`,
      [environmentId, entityId],
    ),
    db.query<FieldRow>(
      `select ddf.id, ddf.uuid, ddf.name, ddf.obligatory, ddf.locked, ddf.def_dossier_id,
              f.id as def_field_id, f.name as def_field_name, f.type as def_field_type
         from def_dossier_def_fields ddf join def_fields f on f.id = ddf.def_field_id
        where ddf.environment_id = $1 and ($2::int is null or ddf.def_dossier_id = $2)
        order by ddf.def_dossier_id, ddf.id`,
      [environmentId, entityId],
    ),
    db.query<DataStructureLink>(
      `select id, uuid, name, type_of_link, def_dossier_id, child_def_dossier_id, back_link_id, obligatory,
              coalesce((settings->>'multiple')::boolean, false) as multiple
         from def_dossier_links
        where environment_id = $1
          and ($2::int is null or def_dossier_id = $2 or child_def_dossier_id = $2)
        order by id`,
      [environmentId, entityId],
    ),
  ]);
  return entities.map((entity) => ({
    ...entity,
    fields: fields
      .filter((field) => field.def_dossier_id === entity.id)
      .map(({ def_dossier_id: _entity, def_field_id, def_field_name, def_field_type, ...field }) => ({
        ...field,
        def_field: { id: def_field_id, name: def_field_name, type: def_field_type },
      })),
    links: links.filter((link) => link.def_dossier_id === entity.id),
    back_links: links.filter((link) => link.child_def_dossier_id === entity.id),
  }));
}

/** GET /datastructure?environment: every entity of the environment by rank, with its fields and links. */
export async function getDataStructure(db: Database, ctx: CallerContext, environmentId: number) {
  await requireReader(db, ctx, environmentId);
  const results = await readStructure(db, environmentId, null);
  return { results, pager: wholeList(results.length) };
}

/** GET /datastructure/{id}: one entity with its data fields, its links and the links pointing at it. */
export async function getEntityStructure(
  db: Database,
  ctx: CallerContext,
  entityId: number,
): Promise<DataStructureEntity> {
  const [entity] = await db.query<{ environment_id: number }>(
    "select environment_id from def_dossiers where id = $1",
    [entityId],
  );
  if (!entity) throw notFound();
  await requireReader(db, ctx, entity.environment_id);
  const [structure] = await readStructure(db, entity.environment_id, entityId);
  if (!structure) throw notFound();
  return structure;
}

/**
 * PUT /datastructure/order: the entities get ranks 0..n in the order given, all in one statement. The list
 * must name every entity of the environment once, so no rank is left behind from an order the caller did
 * not see. Changing the order is changing the entities: their designers (kedo.defdossier,
 * kedo.datastructure) and admins may.
 */
export async function orderEntities(db: Database, ctx: CallerContext, input: DataStructureOrder) {
  await requireEnvironment(db, ctx, input.environment);
  if (!canDesign(ctx, input.environment, "defdossier")) throw forbidden();
  const existing = await db.query<{ id: number }>("select id from def_dossiers where environment_id = $1", [
    input.environment,
  ]);
  const known = new Set(existing.map((row) => row.id));
  const named = new Set(input.entities);
  const complete =
    named.size === input.entities.length &&
    named.size === known.size &&
    input.entities.every((id) => known.has(id));
  if (!complete) throw badRequest({ entities: INVALID });
  await db.query(
    `update def_dossiers d set rank = o.position - 1
       from unnest($2::int[]) with ordinality as o(id, position)
      where d.id = o.id and d.environment_id = $1 and d.rank is distinct from o.position - 1`,
    [input.environment, input.entities],
  );
  const results = await readStructure(db, input.environment, null);
  return { results, pager: wholeList(results.length) };
}

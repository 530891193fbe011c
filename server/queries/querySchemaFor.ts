import type { QueryFieldInfo, QuerySchema } from "../../engine/query";
import type { Database } from "../db/database";
import { cachedMetadata } from "../metadata/metadataCache";

/** How many links deep a query may reach from its entity (links often lead back, so the graph has cycles). */
export const MAX_LINK_DEPTH = 5;

interface FieldRow {
  id: number;
  def_dossier_id: number;
  type: string;
  settings: Record<string, unknown> | null;
}

interface LinkRow {
  id: number;
  def_dossier_id: number;
  child_def_dossier_id: number;
}

/**
 * The engine's QuerySchema of an entity, read from the tables: the entity's id, the type of each data field
 * (by data field id) and, per link, the schema of the linked entity, recursively up to `depth` links deep. Kept
 * in memory until the metadata changes; an unknown entity gives an empty schema.
 */
export function querySchemaFor(
  db: Pick<Database, "query">,
  entityId: number,
  depth = MAX_LINK_DEPTH,
): Promise<QuerySchema> {
  return cachedMetadata(db, `querySchema:${entityId}:${depth}`, () => readQuerySchema(db, entityId, depth));
}

/** Two queries read the whole environment's fields and links. */
async function readQuerySchema(
  db: Pick<Database, "query">,
  entityId: number,
  depth: number,
): Promise<QuerySchema> {
  const fields = await db.query<FieldRow>(
    `select ddf.id, ddf.def_dossier_id, f.type, f.settings
       from def_dossier_def_fields ddf
       join def_fields f on f.id = ddf.def_field_id
      where ddf.environment_id = (select environment_id from def_dossiers where id = $1)`,
    [entityId],
  );
  const links = await db.query<LinkRow>(
    `select l.id, l.def_dossier_id, l.child_def_dossier_id from def_dossier_links l
      where l.environment_id = (select environment_id from def_dossiers where id = $1)`,
    [entityId],
  );
  const fieldsOf = new Map<number, Record<number, QueryFieldInfo>>();
  for (const row of fields) {
    const info: QueryFieldInfo = { type: row.type };
    if (row.settings?.multiple === true) info.multiple = true;
    if (row.settings?.withtime === true) info.withtime = true;
    const entityFields = fieldsOf.get(row.def_dossier_id) ?? {};
    entityFields[row.id] = info;
    fieldsOf.set(row.def_dossier_id, entityFields);
  }
  const linksOf = new Map<number, LinkRow[]>();
  for (const row of links) linksOf.set(row.def_dossier_id, [...(linksOf.get(row.def_dossier_id) ?? []), row]);

  // One schema per entity and remaining depth, shared wherever it recurs.
  const built = new Map<string, QuerySchema>();
  const build = (entity: number, remaining: number): QuerySchema => {
    const key = `${entity}:${remaining}`;
    const known = built.get(key);
    if (known) return known;
    const schema: QuerySchema = { entity, fields: fieldsOf.get(entity) ?? {}, links: {} };
    built.set(key, schema);
    if (remaining > 0) {
      for (const link of linksOf.get(entity) ?? []) {
        schema.links[link.id] = build(link.child_def_dossier_id, remaining - 1);
      }
    }
    return schema;
  };
  return build(entityId, depth);
}

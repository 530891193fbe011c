import type { Database } from "../db/database";
import { ENVIRONMENT_ACTIVE, openedInEnvironment } from "../environments/requireEnvironment";
import { forbidden, notFound } from "../http/errors";
import { METADATA_VERSION_COLUMN } from "../metadata/metadataCache";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";

type Queryable = Pick<Database, "query">;

export interface EntityRow {
  id: number;
  environment_id: number;
  name: string | null;
  archiveable: boolean;
  settings: Record<string, unknown>;
  /** The metadata's version as requireEntity read the entity: its models need not read it again. */
  metadata_version?: string;
}

export interface RecordRow {
  id: number;
  uuid: string;
  environment_id: number;
  def_dossier_id: number;
  summary: string | null;
  archived: boolean;
  created_at: Date;
  modified_at: Date;
  created_by: number | null;
  modified_by: number | null;
  version: number;
  created_by_username: string | null;
  modified_by_username: string | null;
}

export const RECORD_COLUMNS = `d.id, d.uuid, d.environment_id, d.def_dossier_id, d.summary, d.archived,
  d.created_at, d.modified_at, d.created_by, d.modified_by, d.version,
  cu.username as created_by_username, mu.username as modified_by_username`;
/** The users a record row `d` names, for RECORD_COLUMNS. */
export const RECORD_USERS = `left join users cu on cu.id = d.created_by
  left join users mu on mu.id = d.modified_by`;
export const RECORD_FROM = `content_dossiers d ${RECORD_USERS}`;

const ENTITY_COLUMNS = "d.id, d.environment_id, d.name, d.archiveable, d.settings";

export async function findEntity(db: Queryable, entityId: number): Promise<EntityRow | undefined> {
  const [entity] = await db.query<EntityRow>(`select ${ENTITY_COLUMNS} from def_dossiers d where d.id = $1`, [
    entityId,
  ]);
  return entity;
}

/**
 * The entity, once the caller may perform the action on its records: 404 when there is none, 403 outside
 * the caller's environments (or an inactive one) and without the action's credential.
 */
export async function requireEntity(
  db: Database,
  caller: CallerContext,
  entityId: number,
  action: string,
): Promise<EntityRow> {
  const [found] = await db.query<EntityRow & { environment_active: boolean }>(
    `select ${ENTITY_COLUMNS}, ${ENVIRONMENT_ACTIVE}, ${METADATA_VERSION_COLUMN}
       from def_dossiers d join environments e on e.id = d.environment_id where d.id = $1`,
    [entityId],
  );
  if (!found) throw notFound();
  const entity = openedInEnvironment(caller, found);
  if (!can(caller, entity.environment_id, entity.id, action)) throw forbidden();
  return entity;
}

export async function findRecord(db: Queryable, recordId: number): Promise<RecordRow | undefined> {
  const [record] = await db.query<RecordRow>(`select ${RECORD_COLUMNS} from ${RECORD_FROM} where d.id = $1`, [
    recordId,
  ]);
  return record;
}

/** A record and its entity, once the caller may perform the action on it (404, 403 as for entities). */
export async function requireRecord(
  db: Database,
  caller: CallerContext,
  recordId: number,
  action: string,
): Promise<{ record: RecordRow; entity: EntityRow }> {
  const record = await findRecord(db, recordId);
  if (!record) throw notFound();
  const entity = await requireEntity(db, caller, record.def_dossier_id, action);
  return { record, entity };
}

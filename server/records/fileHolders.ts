import type { Database } from "../db/database";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { sightOf } from "./recordSight";
import { fieldKey } from "./recordStore";

type Queryable = Pick<Database, "query">;

/** The records whose file fields hold a file, with the field that holds it. */
async function holdersOf(
  db: Queryable,
  fileId: number,
): Promise<{ entityId: number; environmentId: number; dataFieldId: number }[]> {
  return db.query(
    `select distinct d.def_dossier_id as "entityId", d.environment_id as "environmentId",
            c.def_dossier_def_field_id as "dataFieldId"
       from contents c
       join content_dossiers d on d.id = c.content_dossier_id
       join def_dossier_def_fields ddf on ddf.id = c.def_dossier_def_field_id
       join def_fields f on f.id = ddf.def_field_id
      where f.type = 'file' and c.value_ids @> array[$1::int]`,
    [fileId],
  );
}

/**
 * Whether the caller may read a file: admins of its environment always; others when a record they may see
 * holds it in a file field they may see (`RecordSight`); a file no record holds yet only its uploader.
 */
export async function mayReadFile(
  db: Queryable,
  caller: CallerContext,
  file: { id: number; environment_id: number; created_by: number | null },
): Promise<boolean> {
  if (bypassesChecks(caller, file.environment_id)) return true;
  const holders = await holdersOf(db, file.id);
  if (holders.length === 0) return file.created_by === caller.userId;
  for (const holder of holders) {
    const sight = await sightOf(db, caller, { id: holder.entityId, environment_id: holder.environmentId });
    if (sight.sees(fieldKey(holder.dataFieldId))) return true;
  }
  return false;
}

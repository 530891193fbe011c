import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { can } from "../permissions/can";
import { findEntity, findRecord, requireRecord } from "./entityAccess";
import { resolvePath } from "./fieldPath";
import { sightOf } from "./recordSight";

/**
 * POST {contentdossier}/fieldpath: the values at a path (link names, then a field, link or metadata name)
 * from a record, as display rules read them. Every link the path follows and the value it ends in must be
 * visible to the caller on its entity (`RecordSight`), else 403 and nothing is read.
 */
export async function fieldPathValues(
  db: Database,
  caller: CallerContext,
  input: { originDossier: number; environment?: number; path: string },
): Promise<{ path: string; values: unknown[] }> {
  const { record } = await requireRecord(db, caller, input.originDossier, "show");
  if (input.environment !== undefined && input.environment !== record.environment_id) throw notFound();
  const values = await resolvePath(
    db,
    record.def_dossier_id,
    { recordId: record.id },
    input.path,
    async (entityId, key) => {
      const sight = await sightOf(db, caller, { id: entityId, environment_id: record.environment_id });
      if (!sight.sees(key)) throw forbidden();
    },
  );
  if (values === undefined) throw badRequest({ path: INVALID });
  return { path: input.path, values };
}

/**
 * GET is-credential-allowed: whether the caller holds an action on an entity, and for a record whether it
 * applies there (an archived record cannot be edited).
 */
export async function isCredentialAllowed(
  db: Database,
  caller: CallerContext,
  input: { defDossier: number; credential: string; dossier?: number },
): Promise<{ allowed: boolean }> {
  const entity = await findEntity(db, input.defDossier);
  if (!entity) throw notFound();
  await requireEnvironment(db, caller, entity.environment_id);
  let allowed = can(caller, entity.environment_id, entity.id, input.credential);
  if (input.dossier !== undefined) {
    const record = await findRecord(db, input.dossier);
    if (!record || record.def_dossier_id !== entity.id) throw notFound();
    if (record.archived && input.credential === "edit") allowed = false;
  }
  return { allowed };
}

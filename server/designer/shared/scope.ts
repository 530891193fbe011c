import type { Database } from "../../db/database";
import { requireEnvironment } from "../../environments/requireEnvironment";
import { badRequest, type FieldErrors, forbidden, notFound } from "../../http/errors";
import { INVALID, REQUIRED } from "../../http/messages";
import type { CallerContext } from "../../permissions/callerContext";
import { canDesign, type DesignArea } from "./designerAccess";

/** Where a list looks: an environment, and within it possibly one entity. */
export interface Scope {
  environmentId: number;
  entityId: number | null;
}

/**
 * The scope of a list call, once the caller may read it: by entity (defDossier) or by environment; one of
 * the two is required. An entity of another environment than the one named finds nothing.
 */
export async function listScope(
  db: Database,
  ctx: CallerContext,
  query: { environment?: number; defDossier?: number },
): Promise<Scope> {
  if (query.defDossier !== undefined) {
    const [entity] = await db.query<{ environment_id: number }>(
      "select environment_id from def_dossiers where id = $1",
      [query.defDossier],
    );
    if (query.environment !== undefined) await requireEnvironment(db, ctx, query.environment);
    if (!entity) {
      if (query.environment === undefined) throw notFound();
      return { environmentId: query.environment, entityId: query.defDossier };
    }
    await requireEnvironment(db, ctx, entity.environment_id);
    return { environmentId: query.environment ?? entity.environment_id, entityId: query.defDossier };
  }
  if (query.environment !== undefined) {
    await requireEnvironment(db, ctx, query.environment);
    return { environmentId: query.environment, entityId: null };
  }
  throw badRequest({ environment: REQUIRED });
}

/** The caller may reach the environment and change this part of its metadata; 403 otherwise. */
export async function requireDesigner(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  area: DesignArea,
): Promise<void> {
  await requireEnvironment(db, ctx, environmentId);
  if (!canDesign(ctx, environmentId, area)) throw forbidden();
}

/** A metadata row by id with its environment, once the caller may read that environment; 404 when missing. */
export async function requireRow<T extends { environment_id: number }>(
  db: Database,
  ctx: CallerContext,
  sql: string,
  id: number,
): Promise<T> {
  const [row] = await db.query<T>(sql, [id]);
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  return row;
}

/** A write body may name its environment; it must be the one the item lives in. */
export function checkEnvironment(
  errors: FieldErrors,
  named: number | undefined,
  environmentId: number,
): void {
  if (named !== undefined && named !== environmentId) errors.environment = INVALID;
}

/** The entity a write is for, with its environment; 400 when there is none. */
export async function entityOf(
  db: Database,
  ctx: CallerContext,
  entityId: number,
  area: DesignArea,
): Promise<{ id: number; environment_id: number }> {
  const [entity] = await db.query<{ id: number; environment_id: number }>(
    "select id, environment_id from def_dossiers where id = $1",
    [entityId],
  );
  if (!entity) throw badRequest({ defDossier: INVALID });
  await requireDesigner(db, ctx, entity.environment_id, area);
  return entity;
}

import { type Database, jsonb } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden, notFound } from "../http/errors";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";

export const UNKNOWN_MODULE = "Unknown module";

interface ModuleRow {
  id: number;
  name: string;
  description: string | null;
  settings: Record<string, unknown>;
}

/** GET /module: the optional parts of the product an environment can switch on. */
export async function listModules(db: Database, page: PageRequest) {
  const [count] = await db.query<{ n: number }>("select count(*)::int as n from modules");
  const rows = await db.query<ModuleRow>(
    "select id, name, description, settings from modules order by name limit $1 offset $2",
    [page.limit, page.offset],
  );
  return { rows, items: count?.n ?? 0 };
}

interface EnvironmentModuleRow {
  id: number;
  environment_id: number;
  active: boolean;
  settings: Record<string, unknown>;
  module_id: number;
  name: string;
  description: string | null;
}

const SELECT = `select em.id, em.environment_id, em.active, em.settings, m.id as module_id, m.name, m.description
  from environment_modules em join modules m on m.id = em.module_id`;

const view = (row: EnvironmentModuleRow) => ({
  id: row.id,
  environment: row.environment_id,
  module: { id: row.module_id, name: row.name, description: row.description },
  active: row.active,
  settings: row.settings,
});

/** GET /environmentmodule: the environment's modules, optionally only those named (comma-separated). */
export async function listEnvironmentModules(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  names: string | undefined,
) {
  await requireEnvironment(db, ctx, environmentId);
  const wanted = names
    ?.split(",")
    .map((n) => n.trim())
    .filter(Boolean);
  const rows = await db.query<EnvironmentModuleRow>(
    `${SELECT} where em.environment_id = $1 and ($2::text[] is null or m.name = any($2::text[])) order by m.name`,
    [environmentId, wanted?.length ? wanted : null],
  );
  return rows.map(view);
}

async function findEnvironmentModule(db: Database, ctx: CallerContext, id: number) {
  const [row] = await db.query<EnvironmentModuleRow>(`${SELECT} where em.id = $1`, [id]);
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  return row;
}

export async function getEnvironmentModule(db: Database, ctx: CallerContext, id: number) {
  return view(await findEnvironmentModule(db, ctx, id));
}

export interface ModuleSwitch {
  active?: boolean;
  settings?: Record<string, unknown>;
}

/** POST /environmentmodule: switches a module on for an environment (kedo.module). */
export async function addEnvironmentModule(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  module: string | number,
  change: ModuleSwitch,
) {
  await requireEnvironment(db, ctx, environmentId);
  if (!hasAdminCredential(ctx, environmentId, "kedo.module")) throw forbidden();
  const [found] = await db.query<{ id: number }>(
    "select id from modules where name = $1::text or id::text = $1::text",
    [String(module)],
  );
  if (!found) throw badRequest({ module: UNKNOWN_MODULE });
  const [row] = await db.query<{ id: number }>(
    `insert into environment_modules (environment_id, module_id, active, settings) values ($1, $2, $3, $4::jsonb)
     on conflict (environment_id, module_id) do update set active = excluded.active, settings = excluded.settings
     returning id`,
    [environmentId, found.id, change.active ?? true, jsonb(change.settings ?? {})],
  );
  if (!row) throw new Error("The module was not stored");
  return { id: row.id };
}

/** PATCH /environmentmodule/{id}: switches it on or off, or replaces its settings. */
export async function updateEnvironmentModule(
  db: Database,
  ctx: CallerContext,
  id: number,
  change: ModuleSwitch,
) {
  const row = await findEnvironmentModule(db, ctx, id);
  if (!hasAdminCredential(ctx, row.environment_id, "kedo.module")) throw forbidden();
  await db.query(
    "update environment_modules set active = coalesce($2, active), settings = coalesce($3::jsonb, settings) where id = $1",
    [id, change.active ?? null, change.settings ? jsonb(change.settings) : null],
  );
  return getEnvironmentModule(db, ctx, id);
}

/** DELETE /environmentmodule/{id}: takes the module and its settings out of the environment (kedo.module). */
export async function removeEnvironmentModule(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await findEnvironmentModule(db, ctx, id);
  if (!hasAdminCredential(ctx, row.environment_id, "kedo.module")) throw forbidden();
  await db.query("delete from environment_modules where id = $1", [id]);
}

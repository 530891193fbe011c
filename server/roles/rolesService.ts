import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, badRequest, type FieldErrors, forbidden, notFound } from "../http/errors";
import { ALREADY_USED } from "../http/messages";
import type { PageRequest } from "../http/pager";
import { containsPattern } from "../http/search";
import { bypassesChecks } from "../permissions/bypassesChecks";
import { type CallerContext, ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { type CatalogEntity, credentialCatalog, unknownCredentials } from "../permissions/catalog";
import { hasAdminCredential } from "../permissions/hasAdminCredential";

export const ROLE_IN_USE = "This role cannot be deleted while users hold it";

export interface RoleRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string;
  credentials: string[];
}

const ROLE_SELECT = `select r.id, r.uuid, r.environment_id, r.name,
  array(select credential from role_credentials where role_id = r.id order by 1) as credentials from roles r`;

export const roleView = (row: RoleRow) => ({
  id: row.id,
  uuid: row.uuid,
  environment: row.environment_id,
  name: row.name,
  credentials: row.credentials,
});

/** The entities of the environment as the credential catalog needs them. */
export async function entitiesOf(db: Database, environmentId: number): Promise<CatalogEntity[]> {
  const rows = await db.query<{ id: number; custom_credentials: string[] }>(
    "select id, custom_credentials from def_dossiers where environment_id = $1 order by rank, id",
    [environmentId],
  );
  return rows.map((r) => ({ id: r.id, customCredentials: r.custom_credentials }));
}

/** GET /credential: everything a role of the environment may hold. */
export async function listCredentials(db: Database, ctx: CallerContext, environmentId: number) {
  await requireEnvironment(db, ctx, environmentId);
  if (
    !hasAdminCredential(ctx, environmentId, "kedo.role") &&
    !hasAdminCredential(ctx, environmentId, "kedo.permissions")
  ) {
    throw forbidden();
  }
  return credentialCatalog(await entitiesOf(db, environmentId));
}

export interface RoleInput {
  name?: string;
  credentials?: string[];
}

/**
 * The checks a role write shares: the caller manages roles (kedo.role); names are unique within the
 * environment; credentials come from the catalog; and only environment and super admins create or change
 * a role that makes environment admins.
 */
async function checkRoleWrite(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  input: RoleInput,
  current?: RoleRow,
): Promise<string[] | undefined> {
  if (!hasAdminCredential(ctx, environmentId, "kedo.role")) throw forbidden();
  const credentials = input.credentials ? [...new Set(input.credentials)] : undefined;
  const touchesAdmin =
    (credentials?.includes(ENVIRONMENT_ADMIN) ?? false) ||
    (current?.credentials.includes(ENVIRONMENT_ADMIN) ?? false);
  if (touchesAdmin && !bypassesChecks(ctx, environmentId)) throw forbidden();

  const errors: FieldErrors = {};
  if (input.name !== undefined) {
    const taken = await db.query(
      "select 1 from roles where environment_id = $1 and lower(name) = lower($2) and id <> $3",
      [environmentId, input.name.trim(), current?.id ?? 0],
    );
    if (taken.length > 0) errors.name = ALREADY_USED;
  }
  if (credentials) {
    const unknown = unknownCredentials(credentials, await entitiesOf(db, environmentId));
    if (unknown.length > 0) errors.credentials = `Unknown credential: ${unknown.join(", ")}`;
  }
  assertNoErrors(errors);
  return credentials;
}

async function writeCredentials(db: Database, roleId: number, credentials: string[]): Promise<void> {
  await db.query("delete from role_credentials where role_id = $1", [roleId]);
  await db.query(
    "insert into role_credentials (role_id, credential) select $1, c from unnest($2::text[]) as c",
    [roleId, credentials],
  );
}

/** POST /role {environment, name, credentials}. */
export async function createRole(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  input: { name: string; credentials?: string[] },
) {
  await requireEnvironment(db, ctx, environmentId);
  const credentials = (await checkRoleWrite(db, ctx, environmentId, input)) ?? [];
  return db.transaction(async (tx) => {
    const [role] = await tx.query<{ id: number; uuid: string }>(
      "insert into roles (environment_id, name, created_by, modified_by) values ($1, $2, $3, $3) returning id, uuid",
      [environmentId, input.name.trim(), ctx.userId],
    );
    if (!role) throw new Error("The role was not stored");
    await writeCredentials(tx, role.id, credentials);
    return role;
  });
}

export async function findRole(db: Database, ctx: CallerContext, roleId: number): Promise<RoleRow> {
  const [row] = await db.query<RoleRow>(`${ROLE_SELECT} where r.id = $1`, [roleId]);
  if (!row) throw notFound();
  await requireEnvironment(db, ctx, row.environment_id);
  return row;
}

/** GET /role/{id}. */
export async function getRole(db: Database, ctx: CallerContext, roleId: number) {
  return roleView(await findRole(db, ctx, roleId));
}

/** PATCH /role/{id}: a new name and/or the whole new list of credentials. */
export async function updateRole(db: Database, ctx: CallerContext, roleId: number, input: RoleInput) {
  const row = await findRole(db, ctx, roleId);
  const credentials = await checkRoleWrite(db, ctx, row.environment_id, input, row);
  await db.transaction(async (tx) => {
    await tx.query(
      "update roles set name = coalesce($2, name), modified_by = $3, modified_at = now() where id = $1",
      [roleId, input.name?.trim() ?? null, ctx.userId],
    );
    if (credentials) await writeCredentials(tx, roleId, credentials);
  });
  return getRole(db, ctx, roleId);
}

/**
 * DELETE /role/{id}: refused while users hold the role, so nobody loses rights unnoticed; the check and the
 * delete are one statement, so a role given meanwhile is not deleted either.
 */
export async function deleteRole(db: Database, ctx: CallerContext, roleId: number) {
  const row = await findRole(db, ctx, roleId);
  await checkRoleWrite(db, ctx, row.environment_id, {}, row);
  const deleted = await db.query(
    `delete from roles where id = $1
        and not exists (select 1 from environment_user_roles where role_id = $1) returning id`,
    [roleId],
  );
  if (deleted.length === 0) throw badRequest({ role: ROLE_IN_USE }, { message: ROLE_IN_USE });
}

/** GET /role: the roles of an environment, searched by name; any member may read them. */
export async function listRoles(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  name: string | undefined,
  page: PageRequest,
) {
  await requireEnvironment(db, ctx, environmentId);
  const pattern = name?.trim() ? containsPattern(name.trim()) : null;
  const where = "r.environment_id = $1 and ($2::text is null or r.name ilike $2)";
  const [count] = await db.query<{ n: number }>(`select count(*)::int as n from roles r where ${where}`, [
    environmentId,
    pattern,
  ]);
  const rows = await db.query<RoleRow>(
    `${ROLE_SELECT} where ${where} order by lower(r.name), r.id limit $3 offset $4`,
    [environmentId, pattern, page.limit, page.offset],
  );
  return { rows: rows.map(roleView), items: count?.n ?? 0 };
}

import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { assertNoErrors, type FieldErrors, forbidden, notFound } from "../http/errors";
import { INVALID } from "../http/messages";
import { bypassesChecks } from "../permissions/bypassesChecks";
import { type CallerContext, ENVIRONMENT_ADMIN } from "../permissions/callerContext";
import { entityCredential } from "../permissions/can";
import {
  type EmbedAction,
  type EmbedTokenBody,
  type NewEmbedToken,
  readNewToken,
  readTokenChanges,
} from "./embedTokenInput";
import { signingSecret, signToken } from "./tokenSignature";

export const ROLE_IS_ADMIN = "A token cannot act with an administrator role";
export const ROLE_LACKS_RIGHT = "This role may not do this with records of this entity";

export interface EmbedTokenRow {
  id: number;
  uuid: string;
  environment_id: number;
  name: string;
  def_dossier_id: number;
  action: EmbedAction;
  content_dossier_id: number | null;
  role_id: number;
  role_name: string | null;
  allowed_origins: string[];
  expires_at: Date;
  revoked_at: Date | null;
  created_by_username: string | null;
  created_at: Date;
}

export const TOKEN_SELECT = `select t.id, t.uuid, t.environment_id, t.name, t.def_dossier_id, t.action,
  t.content_dossier_id, t.role_id, r.name as role_name, t.allowed_origins, t.expires_at, t.revoked_at,
  u.username as created_by_username, t.created_at
  from embed_tokens t left join roles r on r.id = t.role_id left join users u on u.id = t.created_by`;

const iso = (date: Date | null) => (date === null ? null : new Date(date).toISOString());

/** A token as the admin page lists it: never its string, which is answered once, when it is made. */
export const tokenView = (row: EmbedTokenRow) => ({
  id: row.id,
  uuid: row.uuid,
  environment: row.environment_id,
  name: row.name,
  entity: row.def_dossier_id,
  action: row.action,
  record: row.content_dossier_id,
  role: { id: row.role_id, name: row.role_name },
  allowedOrigins: row.allowed_origins,
  expiresAt: iso(row.expires_at) as string,
  revokedAt: iso(row.revoked_at),
  createdBy: row.created_by_username,
  createdAt: iso(row.created_at) as string,
});

/** The rights a token's role needs on its entity for the token's action. */
export function rightsFor(action: EmbedAction): string[] {
  return action === "create" ? ["create"] : action === "show" ? ["show"] : ["show", "edit"];
}

/** Embed tokens are an environment admin's (or a super admin's) to manage. */
async function requireAdmin(db: Database, ctx: CallerContext, environmentId: number): Promise<void> {
  await requireEnvironment(db, ctx, environmentId);
  if (!bypassesChecks(ctx, environmentId)) throw forbidden();
}

/** GET /embedtoken?environment=: every token of the environment, revoked and expired ones too, newest first. */
export async function listEmbedTokens(db: Database, ctx: CallerContext, environmentId: number) {
  await requireAdmin(db, ctx, environmentId);
  const rows = await db.query<EmbedTokenRow>(
    `${TOKEN_SELECT} where t.environment_id = $1 order by t.created_at desc, t.id desc`,
    [environmentId],
  );
  return { results: rows.map(tokenView) };
}

/** The token once the caller manages its environment (404 when there is none, 403 otherwise). */
async function requireToken(db: Database, ctx: CallerContext, id: number): Promise<EmbedTokenRow> {
  const [row] = await db.query<EmbedTokenRow>(`${TOKEN_SELECT} where t.id = $1`, [id]);
  if (!row) throw notFound();
  await requireAdmin(db, ctx, row.environment_id);
  return row;
}

/** What the database says of a new token's entity, record and role; each problem by the body's name. */
async function checkTargets(db: Database, input: NewEmbedToken): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const [entity] = await db.query<{ id: number }>(
    "select id from def_dossiers where id = $1 and environment_id = $2",
    [input.entity, input.environment],
  );
  if (!entity) errors.entity = INVALID;
  if (input.record !== null) {
    const [record] = await db.query<{ id: number }>(
      "select id from content_dossiers where id = $1 and def_dossier_id = $2 and environment_id = $3",
      [input.record, input.entity, input.environment],
    );
    if (!record) errors.record = INVALID;
  }
  const [role] = await db.query<{ credentials: string[] }>(
    `select array(select credential from role_credentials where role_id = r.id) as credentials
       from roles r where r.id = $1 and r.environment_id = $2`,
    [input.role, input.environment],
  );
  if (!role) errors.role = INVALID;
  else if (role.credentials.includes(ENVIRONMENT_ADMIN)) errors.role = ROLE_IS_ADMIN;
  else if (entity) {
    const held = new Set(role.credentials);
    const lacking = rightsFor(input.action).some((right) => !held.has(entityCredential(input.entity, right)));
    if (lacking) errors.role = ROLE_LACKS_RIGHT;
  }
  return errors;
}

/** POST /embedtoken: stores the token and answers it with its signed string, this once. */
export async function createEmbedToken(db: Database, ctx: CallerContext, body: EmbedTokenBody) {
  const { input, errors } = readNewToken(body, new Date());
  if (input) await requireAdmin(db, ctx, input.environment);
  else if (typeof body.environment === "number" && Number.isInteger(body.environment)) {
    // Outsiders learn nothing from a bad body: the environment's rights are checked first.
    await requireAdmin(db, ctx, body.environment);
  }
  assertNoErrors(errors);
  if (!input) throw new Error("A token without errors has its input");
  assertNoErrors(await checkTargets(db, input));
  const [row] = await db.query<{ id: number }>(
    `insert into embed_tokens (environment_id, name, def_dossier_id, action, content_dossier_id, role_id,
       allowed_origins, expires_at, created_by)
     values ($1, $2, $3, $4, $5, $6, $7::text[], $8, $9) returning id`,
    [
      input.environment,
      input.name,
      input.entity,
      input.action,
      input.record,
      input.role,
      input.allowedOrigins,
      input.expiresAt.toISOString(),
      ctx.userId,
    ],
  );
  const [stored] = await db.query<EmbedTokenRow>(`${TOKEN_SELECT} where t.id = $1`, [row?.id]);
  if (!stored) throw new Error("The embed token was not stored");
  return { ...tokenView(stored), token: signToken(await signingSecret(db), stored.uuid) };
}

/** PATCH /embedtoken/{id}: a new name, origins or expiry (what it may do is fixed; make a new token for that). */
export async function updateEmbedToken(db: Database, ctx: CallerContext, id: number, body: EmbedTokenBody) {
  const row = await requireToken(db, ctx, id);
  const errors: FieldErrors = {};
  const changes = readTokenChanges(body, errors, new Date(), false);
  assertNoErrors(errors);
  await db.query(
    `update embed_tokens set name = coalesce($2, name), allowed_origins = coalesce($3::text[], allowed_origins),
       expires_at = coalesce($4::timestamptz, expires_at), modified_at = now() where id = $1`,
    [row.id, changes.name ?? null, changes.allowedOrigins ?? null, changes.expiresAt?.toISOString() ?? null],
  );
  return tokenView((await requireToken(db, ctx, id)) as EmbedTokenRow);
}

/** DELETE /embedtoken/{id}: revokes the token at once; it stays listed as revoked. */
export async function revokeEmbedToken(db: Database, ctx: CallerContext, id: number): Promise<void> {
  const row = await requireToken(db, ctx, id);
  await db.query("update embed_tokens set revoked_at = coalesce(revoked_at, now()) where id = $1", [row.id]);
}

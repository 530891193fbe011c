import type { SecurityPolicy } from "../../schemas";
import { type Database, jsonb } from "../db/database";
import { forbidden } from "../http/errors";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { type EnvironmentLayout, environmentLayoutOf } from "./environmentLayout";
import { requireEnvironment } from "./requireEnvironment";
import { securityPolicyOf } from "./securityPolicy";

/** GET /environment/{id}/layout: every member's shell shows it. */
export async function getEnvironmentLayout(db: Database, ctx: CallerContext, environmentId: number) {
  const row = await requireEnvironment(db, ctx, environmentId);
  return environmentLayoutOf(row.layout);
}

/** PUT /environment/{id}/layout: holders of kedo.env (the Generic and Layout pages). */
export async function putEnvironmentLayout(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  layout: EnvironmentLayout,
) {
  await requireEnvironment(db, ctx, environmentId);
  if (!hasAdminCredential(ctx, environmentId, "kedo.env")) throw forbidden();
  const stored = environmentLayoutOf(layout);
  await db.query(
    "update environments set layout = $2::jsonb, modified_by = $3, modified_at = now() where id = $1",
    [environmentId, jsonb(stored), ctx.userId],
  );
  return stored;
}

/**
 * GET /environment/{id}/setting: the security policy. Only the environment's admins and super admins
 * read or change it: a policy that kedo.env holders could loosen would protect nobody from them.
 */
export async function getSecurityPolicy(db: Database, ctx: CallerContext, environmentId: number) {
  const row = await requireEnvironment(db, ctx, environmentId);
  if (!bypassesChecks(ctx, environmentId)) throw forbidden();
  return securityPolicyOf(row.security_policy);
}

/** PUT /environment/{id}/setting: replaces the policy; it holds from the members' next request or login. */
export async function putSecurityPolicy(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
  policy: SecurityPolicy,
) {
  await requireEnvironment(db, ctx, environmentId);
  if (!bypassesChecks(ctx, environmentId)) throw forbidden();
  const stored = securityPolicyOf(policy);
  await db.query(
    "update environments set security_policy = $2::jsonb, modified_by = $3, modified_at = now() where id = $1",
    [environmentId, jsonb(stored), ctx.userId],
  );
  return stored;
}

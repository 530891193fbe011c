import type { Database } from "../db/database";
import { forbidden, notFound } from "../http/errors";
import { ENVIRONMENT_INACTIVE } from "../http/messages";
import type { CallerContext } from "../permissions/callerContext";
import { canAccessEnvironment } from "../permissions/canAccessEnvironment";

export interface EnvironmentRow {
  id: number;
  uuid: string;
  name: string;
  description: string | null;
  active: boolean;
  settings: Record<string, unknown>;
  /** The shell's colours and logo place (environmentLayout.ts). */
  layout: unknown;
  /** The security policy the server enforces (securityPolicy.ts). */
  security_policy: unknown;
  logo_mime: string | null;
  template_id: number | null;
  template_status: number | null;
  created_by: number | null;
  created_by_username: string | null;
  created_at: Date;
  modified_by: number | null;
  modified_by_username: string | null;
  modified_at: Date;
}

export const ENVIRONMENT_COLUMNS = `e.id, e.uuid, e.name, e.description, e.active, e.settings, e.layout, e.security_policy, e.logo_mime,
  e.template_id, e.template_status, e.created_by, cu.username as created_by_username, e.created_at,
  e.modified_by, mu.username as modified_by_username, e.modified_at`;

export const ENVIRONMENT_FROM = `environments e
  left join users cu on cu.id = e.created_by
  left join users mu on mu.id = e.modified_by`;

/**
 * The environment a call works in, once the caller may reach it: 403 for outsiders (whether or not it
 * exists, so ids reveal nothing), 404 when a super admin names a missing one, and 403 'Environment is
 * inactive' for everyone but super admins, who must still be able to switch it back on.
 */
export async function requireEnvironment(
  db: Database,
  ctx: CallerContext,
  environmentId: number,
): Promise<EnvironmentRow> {
  if (!canAccessEnvironment(ctx, environmentId)) throw forbidden();
  const [environment] = await db.query<EnvironmentRow>(
    `select ${ENVIRONMENT_COLUMNS} from ${ENVIRONMENT_FROM} where e.id = $1`,
    [environmentId],
  );
  assertEnvironmentOpen(ctx, environmentId, environment);
  return environment as EnvironmentRow;
}

/**
 * Selected with a row joined to its environment as `e`, so that `openedInEnvironment` can check the
 * environment without a statement of its own (one fewer on every call that reaches an entity or block).
 */
export const ENVIRONMENT_ACTIVE = "e.active as environment_active";

/** A row read with ENVIRONMENT_ACTIVE, once requireEnvironment's checks pass for its environment. */
export function openedInEnvironment<T extends { environment_id: number }>(
  ctx: CallerContext,
  row: T & { environment_active: boolean },
): T {
  const { environment_active, ...rest } = row;
  assertEnvironmentOpen(ctx, row.environment_id, { active: environment_active });
  return rest as unknown as T;
}

/** requireEnvironment's checks on an environment read elsewhere: undefined when there is none. */
function assertEnvironmentOpen(
  ctx: CallerContext,
  environmentId: number,
  environment: { active: boolean } | undefined,
): void {
  if (!canAccessEnvironment(ctx, environmentId)) throw forbidden();
  if (!environment) throw notFound();
  if (!environment.active && !ctx.superAdmin) throw forbidden(ENVIRONMENT_INACTIVE);
}

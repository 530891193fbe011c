import type { Database } from "../db/database";
import { requireEnvironment } from "../environments/requireEnvironment";
import { badRequest, forbidden } from "../http/errors";
import { INVALID } from "../http/messages";
import type { PageRequest } from "../http/pager";
import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";
import { ACTIVITY_TYPES, type ActivityRow, listActivity } from "./userActivity";

export interface ActivityQuery {
  environment: number;
  user?: number;
  entity?: number;
  types: string[];
  from?: string;
  to?: string;
}

/** Checks a user-activity query once: the environment, the kedo.useractivity key (or admin), the types. */
export async function checkActivityQuery(db: Database, caller: CallerContext, query: ActivityQuery) {
  await requireEnvironment(db, caller, query.environment);
  if (!hasAdminCredential(caller, query.environment, "kedo.useractivity")) throw forbidden();
  if (query.types.some((t) => !(ACTIVITY_TYPES as readonly string[]).includes(t))) {
    throw badRequest({ type: INVALID });
  }
}

/**
 * GET /log: the environment's user activity (sign-ins of its members, record views, exports). It holds who
 * looked at which record, never a value, so holders of the key see every entry.
 */
export async function readActivity(
  db: Database,
  caller: CallerContext,
  query: ActivityQuery,
  page: PageRequest,
): Promise<{ rows: ActivityRow[]; items: number }> {
  await checkActivityQuery(db, caller, query);
  return listActivity(
    db,
    {
      environmentId: query.environment,
      types: query.types,
      ...(query.user !== undefined ? { userId: query.user } : {}),
      ...(query.entity !== undefined ? { entityId: query.entity } : {}),
      ...(query.from !== undefined ? { from: query.from } : {}),
      ...(query.to !== undefined ? { to: query.to } : {}),
    },
    page,
  );
}

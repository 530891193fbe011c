import type { Context } from "../../schemas";
import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";

/**
 * The engine's view of a caller in one environment: the roles held there, whether role restrictions pass
 * them by (super admins and the environment's admins), and who they are.
 */
export function contextFor(caller: CallerContext, environmentId: number, locale: string): Context {
  return {
    locale,
    roles: [...caller.roles(environmentId)],
    admin: bypassesChecks(caller, environmentId),
    user_id: caller.userId,
  };
}

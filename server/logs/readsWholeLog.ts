import type { CallerContext } from "../permissions/callerContext";
import { hasAdminCredential } from "../permissions/hasAdminCredential";

/** May read the environment's whole change log: the admin key spec 3-designer calls 'log or logs'. */
export function readsWholeLog(caller: CallerContext, environmentId: number): boolean {
  return (
    hasAdminCredential(caller, environmentId, "kedo.logs") ||
    hasAdminCredential(caller, environmentId, "kedo.log")
  );
}

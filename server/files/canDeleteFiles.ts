import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";

/** The credential that lets a user delete and detach files of an environment. */
export const FILE_DELETE = "kedo.file.delete";

/** Detach and delete files: super admins, environment admins and holders of the file-delete credential. */
export function canDeleteFiles(ctx: CallerContext, environmentId: number): boolean {
  return bypassesChecks(ctx, environmentId) || ctx.credentials(environmentId).has(FILE_DELETE);
}

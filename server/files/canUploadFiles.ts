import { bypassesChecks } from "../permissions/bypassesChecks";
import type { CallerContext } from "../permissions/callerContext";

/** An entity credential that writes records: `kedo.defdossier.{entityId}.create` or `.edit`. */
const WRITES_RECORDS = /^kedo\.defdossier\.\d+\.(create|edit)$/;

/** Upload files: admins, and members who may create or edit records of at least one entity. */
export function canUploadFiles(ctx: CallerContext, environmentId: number): boolean {
  if (bypassesChecks(ctx, environmentId)) return true;
  for (const credential of ctx.credentials(environmentId)) if (WRITES_RECORDS.test(credential)) return true;
  return false;
}

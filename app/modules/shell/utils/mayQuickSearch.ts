import type { MenuAccess } from "./MenuAccess";

/**
 * Quick search is for admins and environment admins, holders of an entity's quick_search credential and
 * users with any right on at least one entity (spec 2-records section 6).
 */
export function mayQuickSearch(access: MenuAccess): boolean {
  return access.admin || access.credentials.some((credential) => credential.startsWith("kedo.defdossier."));
}

import type { MenuAccess } from "../../shell/utils/MenuAccess";

// kedo.defdossier.{entityId}.{action} grants an action on records, not the entities themselves.
const ENTITY_ACTION = /^kedo\.defdossier\.\d+\./;

/**
 * May the user change the order of the entities? As the server's check: admins, and holders of
 * kedo.datastructure or kedo.defdossier (or a key inside them).
 */
export function mayOrderEntities(access: MenuAccess): boolean {
  if (access.admin) return true;
  return access.credentials.some((credential) =>
    ["kedo.datastructure", "kedo.defdossier"].some(
      (key) => credential === key || (credential.startsWith(`${key}.`) && !ENTITY_ACTION.test(credential)),
    ),
  );
}

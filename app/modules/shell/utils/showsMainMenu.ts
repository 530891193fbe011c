import type { MenuAccess } from "./MenuAccess";

/** The main menu is for admins and holders of a kedo.defdossier.* credential. */
export function showsMainMenu(access: MenuAccess): boolean {
  return access.admin || access.credentials.some((credential) => credential.startsWith("kedo.defdossier."));
}

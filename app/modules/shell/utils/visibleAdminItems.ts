import { type AdminMenuItem, adminMenuItems } from "./adminMenuItems";
import type { MenuAccess } from "./MenuAccess";

/** The admin menu items the user may see: admins all, others those whose credential prefix they hold. */
export function visibleAdminItems(access: MenuAccess, items = adminMenuItems): AdminMenuItem[] {
  return items.filter(
    (item) =>
      !item.credential ||
      access.admin ||
      access.credentials.some((credential) => credential.startsWith(item.credential as string)),
  );
}

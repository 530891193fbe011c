import type { Context } from "../schemas/bundle";
import type { RoleRef } from "../schemas/common";
import type { DisplayItem } from "../schemas/displayItem";
import type { ListOption } from "../schemas/listOption";

/** Role references arrive as ids, {id} or {role: {id}}; this reads them all as ids. */
export function roleIds(roles: readonly RoleRef[] | undefined | null): number[] {
  return (roles ?? []).map((r) => (typeof r === "number" ? r : "role" in r ? r.role.id : r.id));
}

const holdsAny = (context: Context, roles: number[]) => roles.some((r) => context.roles.includes(r));

/** INCLUDE_SELECTED_ROLES shows the item only to holders, EXCLUDE_SELECTED_ROLES hides it from them; admins see all. */
export function itemAllowed(
  item: Pick<DisplayItem, "permissions_type" | "roles">,
  context: Context,
): boolean {
  if (context.admin) return true;
  const roles = roleIds(item.roles);
  if (item.permissions_type === "INCLUDE_SELECTED_ROLES") return holdsAny(context, roles);
  if (item.permissions_type === "EXCLUDE_SELECTED_ROLES") return !holdsAny(context, roles);
  return true;
}

/** A list option is hidden from users holding one of its roles; admins still see it, marked as restricted. */
export function optionAccess(option: ListOption, context: Context): "visible" | "restricted" | "hidden" {
  const roles = option.settings?.roles ?? [];
  if (roles.length === 0) return "visible";
  if (context.admin) return "restricted";
  return holdsAny(context, roles) ? "hidden" : "visible";
}

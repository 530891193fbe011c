import type { MenuEntity } from "../api/MenuEntity";
import type { MenuAccess } from "./MenuAccess";

/**
 * The entities of the main menu, by rank: those whose credentials include show and, when visibility_roles
 * is set, whose roles the user holds one of. Hidden entities stay out; admins see all others.
 */
export function visibleEntities(entities: readonly MenuEntity[], access: MenuAccess): MenuEntity[] {
  return entities
    .filter((entity) => entity.type !== "hidden")
    .filter((entity) => {
      if (access.admin) return true;
      if (!entity.credentials?.includes("show")) return false;
      const roles = entity.visibility_roles ?? [];
      return roles.length === 0 || roles.some((role) => access.roleIds.includes(role));
    })
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0) || a.id - b.id);
}

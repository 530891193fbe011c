import type { EntityAnswer, EnvironmentEntity } from "../../../../schemas";

/**
 * An entity as the menu needs it: what GET /defdossier (EntityAnswer) and GET /environment/{id}
 * (EnvironmentEntity) both send, and what only the first sends (the roles that may see it, the saved
 * queries under it).
 */
export type MenuEntity = Pick<
  EntityAnswer | EnvironmentEntity,
  "id" | "name" | "type" | "rank" | "translations" | "credentials"
> &
  Partial<Pick<EntityAnswer, "visibility_roles" | "settings">>;

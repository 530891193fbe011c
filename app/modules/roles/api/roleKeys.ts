/**
 * React Query keys of roles: an environment's roles (the roles page's list and the choices other pages make
 * from them, under one prefix so a change refreshes both), one role, its members and the rights by role.
 */
export const roleKeys = {
  /** GET /role of the environment as the roles page lists it (ListResponse). */
  list: (environmentId: number | null | undefined) => ["roles", environmentId] as const,
  /** The same roles as other pages choose from them (each its own answer's shape). */
  choices: (environmentId: number | null | undefined, purpose: string) =>
    ["roles", environmentId, purpose] as const,
  one: (roleId: number) => ["role", roleId] as const,
  members: (roleId: number, page: number) => ["role", roleId, "members", page] as const,
  credentials: (environmentId: number) => ["credentials", environmentId] as const,
};
